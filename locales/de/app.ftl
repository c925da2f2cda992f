# Das Programm um das Spiel: Start, Speichern, Fortsetzen, Wiederholen, Fehler
# (src/ui/play.rs, src/main.rs).

app-header = { $home } (Heim) gegen { $away } (Gast), Startwert { $seed }
app-interrupted = Angehalten. Das Spiel ist gespeichert; weiter geht es mit:
    {"  "}gridiron resume "{ $path }"
app-closed = Die Eingabe wurde geschlossen. Das Spiel ist gespeichert; weiter geht es mit:
    {"  "}gridiron resume "{ $path }"
app-finished = Das Spiel ist gespeichert; noch einmal ansehen mit:
    {"  "}gridiron replay "{ $path }"
app-already-over = Das Spiel in „{ $path }“ ist zu Ende; noch einmal ansehen mit:
    {"  "}gridiron replay "{ $path }"
app-replay-unfinished = (Das Spiel geht weiter: gridiron resume "{ $path }")

## Fehler
app-error-lang = unbekannte Sprache „{ $lang }“; wähle en oder de
app-error-humans = „{ $humans }“ menschliche Trainer: gib eine Zahl von 0 bis 4 an
app-error-seed = „{ $seed }“ ist kein Startwert; gib eine ganze Zahl von 0 bis 18446744073709551615 an
app-error-optional = unbekannte optionale Regel „{ $rule }“; wähle aus turnovers, breakaways, squib (mit Kommas getrennt)
app-error-rules-optional = „{ $rule }“ ist keine optionale Regel dieses Spiels; wähle aus { $rules } (mit Kommas getrennt) oder none
app-error-coach = unbekannter Computer-Trainer „{ $coach }“; wähle eine Stufe, leicht, mittel oder schwer, oder random, heuristic, hybrid oder equilibrium
app-error-delay = „{ $delay }“ ist keine Pause; gib ganze Millisekunden an, etwa 400 (0: keine Pause)
app-error-game = unbekanntes Spiel „{ $game }“; möglich sind first-and-goal oder battleball
app-error-side = „{ $side }“ ist keine Seite; wähle home oder away
app-error-unknown-team = es gibt kein Team „{ $name }“; alle Teams zeigt: gridiron teams
app-error-data = die Daten haben Fehler; behebe sie oder prüfe sie mit: gridiron validate
app-error-no-tty =
    Zum Spielen braucht es ein Terminal, in dem die Trainer nach ihren Entscheidungen gefragt werden.
    Ohne Terminal kann der Computer beide Teams spielen:
    {"  "}gridiron play --humans 0
app-error-dumb-hot-seat = dieses Terminal (TERM ist dumb oder nicht gesetzt) kann den Bildschirm nicht löschen, die Handkarten eines Trainers blieben für den nächsten sichtbar; spielt zu mehreren in einem Terminal, das es kann, oder gegen den Computer mit --humans 1
app-error-no-save-dir = kein Benutzerdatenverzeichnis zum Speichern; gib eine Datei mit --save DATEI an
app-error-no-saves = kein unterbrochenes Spiel zum Fortsetzen; starte eines mit: gridiron play
app-error-save-read = der Spielstand „{ $path }“ ist nicht lesbar: { $detail }
app-error-io-not-found = eine solche Datei gibt es nicht
app-error-io-denied = keine Berechtigung
app-error-io-full = der Datenträger ist voll
app-error-io-read-only = das Dateisystem ist schreibgeschützt
# Jeder andere Grund des Systems, in seinen eigenen (englischen) Worten.
app-error-io-other = das System meldet: „{ $detail }“
app-error-save-not-text = „{ $path }“ ist kein gridiron-Spielstand (kein Text); die Datei bleibt unverändert
app-error-save-malformed = { $place }: der Spielstand ist beschädigt oder unvollständig; die Datei bleibt unverändert
# Die Worte des TOML-Parsers (in jeder Sprache Englisch), in einer Zeile unter der Meldung; wie data-syntax.
app-error-save-reader-says = der TOML-Parser meldet (auf Englisch): „{ $detail }“
app-error-save-not-a-decision = { $place }: „{ $decision }“ ist keine Entscheidung (Entscheidung { $number } des Spielstands); die Datei bleibt unverändert
app-error-save-seats = { $place }: der Spielstand nennt { $count ->
        [one] einen Trainer
       *[other] { $count } Trainer
    }, das Spiel hat aber { $seats } Trainerplätze mit je einem Trainer; die Datei bleibt unverändert
app-error-save-player = { $place }: der Spielstand nennt den Trainer „{ $player }“, der weder ein Mensch an der Tastatur (human:1 bis human:{ $seats }) noch ein Computer-Trainer ({ $coaches }) ist; die Datei bleibt unverändert
app-error-save-same-team = „{ $path }“ hat dasselbe Team als Heim- und Gastteam („{ $team }“); ein Spiel braucht zwei verschiedene Teams, und die Datei bleibt unverändert
app-error-save-foreign = „{ $path }“ ist kein gridiron-Spielstand; die Datei bleibt unverändert
app-error-save-game = „{ $path }“ ist der Spielstand eines Spiels, das dieses gridiron nicht kennt („{ $game }“); die Datei bleibt unverändert
app-error-save-version = „{ $path }“ stammt von einer anderen gridiron-Version (Format { $found }); die Datei bleibt unverändert
app-error-save-write = das Spiel lässt sich nicht in „{ $path }“ speichern: { $detail }
app-error-save-stopped = Das Spiel endet hier, weil es sich nicht speichern ließ; die Datei enthält den letzten gelungenen Spielstand.
app-error-save-not-file = „{ $path }“ ist keine gewöhnliche Datei (sondern ein Ordner, ein Gerät oder eine Pipe); ein Spielstand kann nur eine gewöhnliche Datei sein, und diese bleibt unverändert
app-error-save-too-large = „{ $path }“ ist größer, als ein Spielstand sein kann (höchstens { $limit } Bytes); die Datei bleibt unverändert
app-error-save-too-many = „{ $path }“ enthält { $count } Entscheidungen, mehr als ein Spiel haben kann (höchstens { $limit }); die Datei bleibt unverändert
app-error-save-stream = „{ $path }“ wurde mit einer anderen Version der Würfel gespielt (Folge { $found }); die Datei bleibt unverändert
app-error-save-data = „{ $path }“ enthält Daten, die die Datenprüfung nicht bestehen, zuerst in seiner Kopie von „{ $file }“; die Datei bleibt unverändert:
app-error-save-team = „{ $path }“ nennt die Teamdatei „{ $file }“, die nicht unter seinen Datendateien ist; die Datei bleibt unverändert
app-error-save-illegal = „{ $path }“ lässt sich nicht wiederholen: Entscheidung { $number } ({ $seat }) ist an dieser Stelle des Spiels nicht erlaubt; die Datei bleibt unverändert
app-error-save-setup = die Daten des Spiels lassen sich nicht in „{ $path }“ festhalten (Datei „{ $file }“); prüfe die Teamdateien mit: gridiron validate
app-error-save-exists = „{ $path }“ gibt es schon, und es ist kein beendetes gridiron-Spiel; wähle eine andere Datei oder überschreibe sie mit --force
app-error-save-readonly = „{ $path }“ ist schreibgeschützt; mach die Datei beschreibbar, um das Spiel fortzusetzen (sie bleibt unverändert)
app-error-save-in-use = „{ $path }“ wird gerade von einem anderen gridiron benutzt; beende oder schließe erst dieses Spiel (die Datei bleibt unverändert)

## Fragen vor dem Spiel
setup-humans = Wie viele menschliche Trainer?
setup-game = Welches Spiel?
setup-game-first-and-goal = 1st & Goal
setup-game-battleball = Battleball
setup-humans-option = { $count ->
        [0] keiner: der Computer spielt beide Teams
        [one] 1: du gegen den Computer
        [2] 2: ein Trainer pro Team
        [3] 3: ein Team mit Angriffs- und Verteidigungstrainer
       *[other] { $count }: Angriffs- und Verteidigungstrainer in beiden Teams
    }
setup-home = Heimteam
setup-away = Gastteam
setup-side-one = Welches Team trainierst du?
setup-side-three = Welches Team hat zwei Trainer (Angriff und Verteidigung)?
setup-side-home = { $team } (Heim)
setup-side-away = { $team } (Gast)
setup-share-hands = Dürfen Partner im selben Team die Handkarten des anderen sehen?
setup-yes = Ja
setup-no = Nein
setup-rule-turnovers = Turnovers: Interceptions und Rückläufe
setup-rule-breakaways = Breakaways: drei hintereinander sind ein Touchdown
setup-rule-squib = Squib Kick

## Command-line mistakes (src/ui/usage.rs): clap finds them, these word them.
usage-missing-value = { $flag } braucht einen Wert
usage-invalid-value = „{ $value }“ ist kein gültiger Wert für { $flag }
usage-unknown-argument = unbekannte Angabe „{ $flag }“
usage-unknown-command = unbekannter Befehl „{ $value }“
usage-missing-argument = es fehlt: { $flag }
usage-missing-command = ein Befehl fehlt
usage-conflict = { $flag } geht nicht zusammen mit { $other }
usage-wrong-count = falsche Anzahl Werte für { $flag }
usage-invalid-utf8 = die Befehlszeile ist kein gültiges UTF-8
usage-invalid = die Befehlszeile ist ungültig
usage-valid-values = mögliche Werte: { $values }
usage-did-you-mean = ähnlich: { $suggestion }
usage-line = Aufruf: { $usage }
usage-help = mehr mit --help

## --help auf Deutsch (src/ui/cli_help.rs): clap liest die Hilfe aus englischen Kommentaren im
## Code; auf Deutsch ersetzt sie diese Nachrichten, ein Eintrag je Befehl und Argument.
cli-template = {"{"}about-with-newline{"}"}
    Aufruf: {"{"}usage{"}"}

    {"{"}all-args{"}"}{"{"}after-help{"}"}
cli-commands = Befehle
cli-options = Optionen
cli-arguments = Argumente
cli-help-flag = Diese Hilfe anzeigen
cli-version-flag = Die Version anzeigen
cli-gridiron = Football-Brettspiele am Terminal: 1st & Goal (mit Karten und Würfeln) und Battleball (auf Wunsch mit den Blocks von Blood Bowl). Ohne Befehl beginnt ein Spiel (wie gridiron play).
cli-gridiron-lang = Sprache: en oder de (sonst aus LC_ALL, LC_MESSAGES, LANG)
cli-gridiron-play = Ein Spiel spielen (fragt, was die Optionen offen lassen; Enter nimmt die Vorgabe)
cli-gridiron-play-home = Das Heimteam (Name, Kürzel oder Dateiname)
cli-gridiron-play-away = Das Gastteam
cli-gridiron-play-humans = Menschliche Trainer, 0 bis 4 (Battleball: 0 bis 2; 0: der Computer spielt beide Teams und erzählt)
cli-gridiron-play-side = Bei einem Menschen: sein Team; bei dreien: das Team mit zwei Trainern (home oder away)
cli-gridiron-play-share_hands = Partner in einem Team dürfen die Handkarten des anderen sehen (Regel M2): true oder false
cli-gridiron-play-optional = Optionale Regeln, durch Kommas getrennt: turnovers, breakaways, squib (oder none); Battleball: advanced, blocks
cli-gridiron-play-seed = Der Startwert; derselbe Startwert und dieselben Entscheidungen spielen dasselbe Spiel
cli-gridiron-play-save = Wohin das Spiel laufend gespeichert wird (sonst ins Datenverzeichnis des Benutzers)
cli-gridiron-play-force = --save darf eine Datei überschreiben, die kein beendetes gridiron-Spiel ist
cli-gridiron-play-coach = Der Computer-Trainer: eine Stufe, leicht, mittel oder schwer (Vorgabe; auch easy, normal, hard), oder ein Trainer mit Namen: random, heuristic, hybrid oder equilibrium; Battleball: random, heuristic, narrow-search, search oder reply
cli-gridiron-play-delay = Bei --humans 0 am Terminal: Millisekunden zwischen den Zeilen des Spielberichts (Vorgabe 400)
cli-gridiron-play-game = Das Spiel: first-and-goal (Vorgabe) oder battleball
cli-gridiron-play-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis)
cli-gridiron-resume = Ein gespeichertes Spiel fortsetzen (sonst das zuletzt unterbrochene)
cli-gridiron-resume-file = Die Spieldatei (sonst das zuletzt unterbrochene Spiel im Datenverzeichnis)
cli-gridiron-replay = Den Spielbericht eines gespeicherten oder beendeten Spiels ausgeben
cli-gridiron-replay-file = Eine Spieldatei, beendet oder nicht
cli-gridiron-rules = Die Regeln kurz zusammengefasst ausgeben
cli-gridiron-rules-game = Das Spiel: first-and-goal (Vorgabe) oder battleball
cli-gridiron-rules-optional = Die optionalen Regeln, die erklärt werden, mit Kommas getrennt (ohne Angabe alle, oder none)
cli-gridiron-completions = Ein Skript zur Vervollständigung für die Shell ausgeben
cli-gridiron-completions-shell = Die Shell: bash, zsh oder fish
cli-gridiron-teams = Die geladenen Teams auflisten oder die Würfel eines Teams zeigen
cli-gridiron-teams-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis; Battleball: nur dieses)
cli-gridiron-teams-show = Die Würfel und Special-Teams-Würfel eines Teams
cli-gridiron-teams-show-name = Name, Kürzel oder Dateiname des Teams
cli-gridiron-validate = Datendateien prüfen und jedes Problem ausgeben
cli-gridiron-validate-paths = Datendateien oder Verzeichnisse (sonst die mitgelieferten Daten und dein Teamverzeichnis; Battleball: die mitgelieferten Daten und --data)
cli-gridiron-validate-format = Ausgabe: table (Vorgabe), json oder csv
cli-gridiron-validate-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis; Battleball: nur dieses)
cli-gridiron-sim = Viele Spiele Computer gegen Computer zwischen zwei Teams simulieren
cli-gridiron-sim-home = Das Heimteam (Name, Kürzel oder Dateiname); nötig für 1st & Goal, bei Battleball sonst das erste mitgelieferte Team
cli-gridiron-sim-away = Das Gastteam; nötig für 1st & Goal, bei Battleball sonst das zweite mitgelieferte Team
cli-gridiron-sim-games = Wie viele Spiele (Vorgabe 1000)
cli-gridiron-sim-seed = Der Startwert; derselbe Startwert spielt dieselben Spiele (sonst zufällig)
cli-gridiron-sim-home_coach = Der Trainer des Heimteams: eine Stufe, leicht, mittel oder schwer, oder ein Trainer mit Namen; 1st & Goal: random, heuristic, hybrid oder equilibrium (schwer, Vorgabe); Battleball: random, heuristic, narrow-search, search (Vorgabe) oder reply
cli-gridiron-sim-away_coach = Der Trainer des Gastteams, wie beim Heimteam
cli-gridiron-sim-jobs = Wie viele Threads (sonst einer je Prozessorkern)
cli-gridiron-sim-optional = Optionale Regeln, durch Kommas getrennt: turnovers, breakaways, squib (oder none); Battleball: advanced, blocks
cli-gridiron-sim-format = Ausgabe: table (Vorgabe), json oder csv
cli-gridiron-sim-log = Jedes Spiel als abspielbare Spieldatei in dieses Verzeichnis schreiben
cli-gridiron-sim-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis; Battleball: nur dieses)
cli-gridiron-season = Eine Saison jeder gegen jeden mit Playoffs simulieren; mit new, play und table eine Saison, die ihr selbst spielt
cli-gridiron-season-format = Ausgabe: table (Vorgabe), json oder csv
cli-gridiron-season-plot = Die Stärke der Teams aus den Saisonspielen zusätzlich als SVG-Datei zeichnen
cli-gridiron-season-teams = all (Vorgabe), eine Division, Teamnamen oder Teamdateien
cli-gridiron-season-games_per_pair = Spiele je Paar von Teams, Heim und Gast im Wechsel (Vorgabe 2)
cli-gridiron-season-seed = Der Startwert; derselbe Startwert spielt dieselbe Saison (sonst zufällig)
cli-gridiron-season-coach = Der Trainer jedes Teams: random, heuristic oder equilibrium (Vorgabe)
cli-gridiron-season-playoff_teams = Teams in den Playoffs, abgerundet auf eine Zweierpotenz (Vorgabe 8)
cli-gridiron-season-jobs = Wie viele Threads (sonst einer je Prozessorkern)
cli-gridiron-season-optional = Optionale Regeln, durch Kommas getrennt: turnovers, breakaways, squib (oder none)
cli-gridiron-season-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis)
cli-gridiron-rank = Teams nach simulierter Stärke ordnen
cli-gridiron-rank-teams = all (Vorgabe), eine Division, Teamnamen oder Teamdateien; Battleball: all, Teamnamen oder Kürzel
cli-gridiron-rank-games_per_pair = Spiele je Paar von Teams (Vorgabe 20)
cli-gridiron-rank-seed = Der Startwert; derselbe Startwert ergibt dieselbe Rangliste (sonst zufällig)
cli-gridiron-rank-coach = Der Trainer jedes Teams: eine Stufe, leicht, mittel oder schwer, oder ein Trainer mit Namen; 1st & Goal: random, heuristic, hybrid oder equilibrium (schwer, Vorgabe); Battleball: random, heuristic, narrow-search, search (Vorgabe) oder reply
cli-gridiron-rank-jobs = Wie viele Threads (sonst einer je Prozessorkern)
cli-gridiron-rank-optional = Optionale Regeln, durch Kommas getrennt: turnovers, breakaways, squib (oder none); Battleball: advanced, blocks
cli-gridiron-rank-format = Ausgabe: table (Vorgabe), json oder csv
cli-gridiron-rank-plot = Die Stärke-Grafik zusätzlich als SVG-Datei zeichnen
cli-gridiron-rank-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis; Battleball: nur dieses)

## Eine Saison zum Selbstspielen
cli-options-value = [OPTIONEN]
cli-command-value = BEFEHL
cli-gridiron-season-new = Eine Saison beginnen, die ihr über Tage spielt: schreibt eine Saisondatei
cli-gridiron-season-new-file = Die Saisondatei, die geschrieben wird
cli-gridiron-season-new-teams = all (Vorgabe), eine Division, Teamnamen oder Teamdateien
cli-gridiron-season-new-humans = Teams, die Menschen am Terminal coachen (Namen, Kürzel oder Dateinamen)
cli-gridiron-season-new-games_per_pair = Spiele je Paar von Teams, Heim und Gast im Wechsel (Vorgabe 2)
cli-gridiron-season-new-coach = Der Trainer des Computers: random, heuristic oder equilibrium (Vorgabe)
cli-gridiron-season-new-playoff_teams = Teams in den Playoffs, abgerundet auf eine Zweierpotenz (Vorgabe 4)
cli-gridiron-season-new-seed = Der Startwert; derselbe Startwert spielt dieselben Computerspiele
cli-gridiron-season-new-optional = Optionale Regeln, durch Kommas getrennt: turnovers, breakaways, squib (oder none)
cli-gridiron-season-new-force = Eine vorhandene Datei überschreiben
cli-gridiron-season-new-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis)
cli-gridiron-season-play = Das nächste Spiel der Saison: die Computerspiele bis zu eurem, dann eures am Terminal
cli-gridiron-season-play-file = Die Saisondatei
cli-gridiron-season-play-data = Ein Verzeichnis mit weiteren Teamdateien (sonst $GRIDIRON_DATA, dann das Konfigurationsverzeichnis)
cli-gridiron-season-table = Die Tabelle nach Divisionen, die letzten Ergebnisse, die nächsten Spiele und die Playoffs
cli-gridiron-season-table-file = Die Saisondatei
cli-gridiron-season-table-format = Ausgabe: table (Vorgabe), json oder csv
cli-gridiron-sim-plot = Die Punkte (Battleball: Touchdowns) pro Spiel beider Teams zusätzlich als SVG-Grafik zeichnen
cli-gridiron-sim-game = Das Spiel: first-and-goal (Vorgabe) oder battleball
cli-gridiron-teams-game = Das Spiel: first-and-goal (Vorgabe) oder battleball
cli-gridiron-validate-game = Das Spiel, dessen Daten geprüft werden: first-and-goal (Vorgabe) oder battleball
cli-gridiron-rank-game = Das Spiel: first-and-goal (Vorgabe) oder battleball

## A terminal too small, and the optional rules picked one by one (issue 23)
app-terminal-too-small = Dieses Terminal ist zu klein: Das Spiel braucht { $columns } Spalten und { $rows } Zeilen. Es geht weiter, sobald das Fenster so groß ist (Strg+C hält es an).
setup-optional-pick = Optionale Regeln (Enter schaltet die markierte ein oder aus)
setup-optional-done = Mit diesen Regeln spielen

## Stufen des Computer-Trainers (--coach leicht|mittel|schwer; die englischen Namen gelten auch)
level-easy = leicht
level-normal = mittel
level-hard = schwer
cli-gridiron-rank-coaches = Trainer statt Teams ordnen, durch Kommas getrennt: Stufen (leicht, mittel, schwer) oder Trainer mit Namen; jedes Paar spielt, bis ein sequenzieller Test sagt, wer stärker ist
cli-gridiron-rank-games = Mit --coaches: höchstens so viele Spiele je Trainerpaar (Vorgabe 1000); danach heißt es „nicht klar“
