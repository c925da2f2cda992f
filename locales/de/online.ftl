# Online-Spiel: `gridiron verify AUFZEICHNUNG` prüft ein online gespieltes Spiel gegen seinen Nachweis.

online-verify-holds = „{ $path }“: der Nachweis stimmt: Der Würfel-Startwert { $seed } ist der, den das vorab festgelegte Geheimnis des Gastgebers und die Beiträge aller Mitspieler ergeben, und { $commitments ->
        [0] es gab keine gleichzeitige Wahl
        [one] die eine gleichzeitige Wahl ist die vorab festgelegte
       *[other] alle { $commitments } gleichzeitigen Wahlen sind die vorab festgelegten
    } ({ $decisions } Entscheidungen geprüft).
online-verify-final-score = Endstand: Heim { $home }, Gast { $away }.
online-verify-not-over = Das Spiel ist noch nicht zu Ende.

# Was nicht stimmt. Entscheidungen und Plätze werden ab 1 gezählt.
online-verify-broken-secret = „{ $path }“: der Nachweis stimmt nicht: Das Geheimnis des Gastgebers ist nicht das, auf das er sich festgelegt hat, bevor jemand beitrat.
online-verify-broken-seed = „{ $path }“: der Nachweis stimmt nicht: Die Aufzeichnung wurde mit dem Würfel-Startwert { $recorded } gespielt, aber das Geheimnis des Gastgebers und die Beiträge ergeben { $mixed }.
online-verify-broken-choice = „{ $path }“: der Nachweis stimmt nicht: Die Wahl von Platz { $seat } bei Entscheidung { $decision } passt nicht zu dem Hashwert, den er geschickt hat, bevor die Wahlen aufgedeckt wurden.
online-verify-broken-record = „{ $path }“: der Nachweis stimmt nicht: Die Wahl, auf die sich Platz { $seat } bei Entscheidung { $decision } festgelegt hat, ist nicht die Entscheidung, die die Aufzeichnung dort enthält.

# Die Aufzeichnung lässt sich nicht prüfen.
online-verify-malformed = { $place }: das ist keine Online-Aufzeichnung von gridiron, oder sie ist beschädigt
online-verify-no-game = „{ $path }“: die Online-Aufzeichnung sagt nicht, welches Spiel sie enthält.
online-verify-no-record = „{ $path }“: die Online-Aufzeichnung enthält keine Spielaufzeichnung, die sich prüfen ließe.
online-verify-unknown-game = „{ $path }“ ist die Online-Aufzeichnung eines Spiels, das dieses gridiron nicht kennt („{ $game }“); es kennt { $games }.
online-verify-no-replay = „{ $path }“: die Aufzeichnung des Spiels lässt sich nicht nachspielen, daher lässt sich ihr Nachweis nicht prüfen:

## Online spielen: ausrichten, beitreten, die Warteschlange.
online-ticket = Schick dieses Ticket deinen Freunden; sie treten bei mit  gridiron join TICKET
    { $ticket }
online-serving = Das Spiel wird ausgerichtet. Es beginnt, sobald jeder Platz besetzt ist; Strg-C beendet es (weiter mit gridiron host --resume).
online-host-interrupted = Angehalten. Das Spiel ist gespeichert; richte es wieder aus mit:
    {"  "}gridiron host --resume "{ $path }"
online-join-interrupted = Du hast den Tisch verlassen; dein Platz bleibt dir. Tritt wieder bei mit:
    {"  "}gridiron join { $ticket }
online-host-over = Das Spiel ist aus. Sein Protokoll: { $path }
# Nach dem Spielende, solange der Gastgeber auf Leute wartet, deren Verbindung abbrach (höchstens { $seconds } Sekunden).
online-host-awaiting = Es wird bis zu { $seconds } Sekunden gewartet, bis { $names } { $count ->
        [one] zurückkommt und das Protokoll des Spiels abholt …
       *[other] zurückkommen und das Protokoll des Spiels abholen …
    }
online-error-hosting = Neben { $path } liegt kein Online-Spiel, das sich fortsetzen ließe: { $why }
online-error-runtime = Das Netzwerk ließ sich nicht starten: { $why }
online-error-host-task = Das Spiel ist auf dem Host unerwartet stehen geblieben.
online-error-host-gone = Die Verbindung zum Host ist weg.
online-error-gave-up = Der Host war { $minutes } Minuten lang nicht erreichbar, daher wird aufgegeben. Derselbe Befehl versucht es noch einmal und holt deinen Platz zurück.
online-error-ticket = Das ist kein gridiron-Ticket. Ein Ticket beginnt mit gridiron1- und ist ein einziges langes Wort; kopier es ganz.
online-error-game = Der Host spielt ein Spiel, das dieses gridiron nicht kennt. Aktualisiere gridiron und tritt erneut bei.
online-error-relay = --relay erwartet eine URL wie https://relay.example.org oder none: { $why }
online-error-bind = Das Netzwerk ließ sich nicht öffnen: { $why }
online-error-connect = Der Host ist nicht erreichbar: { $why }
online-error-seat-timeout = --seat-timeout erwartet Sekunden von 0 bis 86400, nicht „{ $value }“.
online-error-seat = --seat erwartet eine Platznummer (1, 2, …) oder none, nicht „{ $value }“.
online-refused-version = Der Host spricht Protokollversion { $theirs }, dieses gridiron Version { $ours }. Nimm dieselbe gridiron-Version wie der Host.
online-refused-ticket = Der Host kennt dieses Ticket nicht: Es gehört zu einem anderen Spiel, oder das Spiel wurde mit neuem Ticket neu ausgerichtet.
online-refused-seat = Dieser Platz ist besetzt. Tritt erneut bei und wähle einen anderen, oder schau zu.
online-refused-over = Das Spiel ist schon aus.
online-refused-flood = Der Host hat die Verbindung getrennt: zu viele Nachrichten in zu kurzer Zeit.
online-refused-other = Der Host hat eine Nachricht abgelehnt.
online-lost = Verbindung verloren; sie wird wiederhergestellt …
online-lobby = Warten auf Mitspieler: { $free ->
    [one] ein Platz ist frei.
   *[other] { $free } Plätze sind frei.
}
online-paused = Spiel unterbrochen: { $name } ({ $seat }) ist weg.
online-waiting-for = Warten auf { $name } ({ $seat }) …
online-waiting-computer = Der Computer entscheidet für { $seat } …
online-computer-meanwhile = Der Computer spielt für { $name } ({ $seat }), bis er oder sie zurück ist.
online-said = { $name }: { $text }
online-kept = Das Protokoll des Spiels und sein Nachweis: { $path }
    Prüfen mit  gridiron verify { $path }
online-home = Heim
online-away = Gast
online-seat-free = Platz { $seat } ({ $team }): frei
online-seat-back = Platz { $seat } ({ $team }): { $name }, deiner – zurückholen
online-seat-watch = Nur zuschauen
online-seat-question = Welchen Platz nimmst du?
cli-gridiron-host = Ein Spiel online ausrichten und das Ticket ausgeben, mit dem Freunde beitreten
cli-gridiron-host-home = Das Heimteam (Name, Kürzel oder Dateiname)
cli-gridiron-host-away = Das Gastteam
cli-gridiron-host-humans = Mitspieler, jeder an seinem eigenen Terminal (die übrigen Plätze spielt der Computer)
cli-gridiron-host-side = Bei einem Mitspieler: sein Team; bei dreien: das Team mit zwei Trainern (home oder away)
cli-gridiron-host-share_hands = Partner in einem Team dürfen die Handkarten des anderen sehen (Regel M2): true oder false
cli-gridiron-host-optional = Optionale Regeln, durch Kommas getrennt (oder none)
cli-gridiron-host-save = Wohin das Protokoll des Spiels gespeichert wird (sonst ins Datenverzeichnis des Benutzers)
cli-gridiron-host-force = --save darf eine Datei überschreiben, die kein beendetes gridiron-Spiel ist
cli-gridiron-host-coach = Der Computer-Trainer: leicht, mittel, schwer (Vorgabe) oder ein Trainer mit dem Namen, den das Spiel ihm gibt
cli-gridiron-host-game = Das Spiel: first-and-goal (Vorgabe) oder battleball
cli-gridiron-host-data = Ein Verzeichnis mit weiteren Teamdateien
cli-gridiron-host-resume = Ein ausgerichtetes Spiel aus seinem Spielstand fortsetzen; die Mitspieler treten mit ihren Tickets wieder bei
cli-gridiron-host-seat = Der Platz, den du selbst spielst (1, 2, …), oder none, um nur auszurichten (Vorgabe: der erste Platz eines Menschen)
cli-gridiron-host-seat_timeout = Sekunden, die ein Mitspieler weg sein darf, bevor der Computer seinen Platz spielt (Vorgabe 120)
cli-gridiron-host-relay = Ein eigenes Relay (URL) oder none für nur direkte Verbindungen (im LAN)
cli-gridiron-host-name = Der Name, den die anderen sehen (Vorgabe: dein Anmeldename)
cli-gridiron-join = Einem Online-Spiel mit seinem Ticket beitreten, als Mitspieler oder Zuschauer
cli-gridiron-join-ticket = Das Ticket, das euch der Host geschickt hat
cli-gridiron-join-watch = Als Zuschauer zusehen (nur, was alle sehen dürfen, nie eine Hand)
cli-gridiron-join-seat = Der Platz, den du nimmst (1, 2, …), ohne Nachfrage
cli-gridiron-join-name = Der Name, den die anderen sehen (Vorgabe: dein Anmeldename)
cli-gridiron-join-relay = Ein eigenes Relay (URL) oder none für nur direkte Verbindungen
cli-gridiron-verify = Das Protokoll eines beendeten Online-Spiels gegen seine Zusagen prüfen
cli-gridiron-verify-record = Das Protokoll, das ein beendetes Online-Spiel hinterlassen hat (online-SPIEL-DATUM.toml)
online-lobby-ticket = Deine Freunde treten bei mit  gridiron join  und diesem Ticket:
online-proof-swapped = Achtung: Der Nachweis des Hosts ist nicht der, den er beim Beitritt zugesagt hat. Das Protokoll wird aufbewahrt; gridiron verify kann für dieses Spiel nicht bürgen.
online-lobby-title = Warten, bis alle ihre Plätze eingenommen haben
online-lobby-free = frei
online-lobby-you = { $name } (du)
# Wer ohne Namen beitritt (kein --name, kein Anmeldename), nach der Nummer des Platzes.
online-unnamed = Spieler { $number }
