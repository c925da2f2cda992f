# Battleball am Terminal (src/battleball/terminal/): Namen, Spielbericht, die Tafel neben dem
# Spielfeld, die Fragen, die Fragen vor dem Spiel und die Fehler von `play --game battleball`.
# Positionen wie im deutschen Football (Runningback, Linebacker, Safety); der Heavy Tackle, ein
# Koloss über zwei Felder, heißt Koloss. Verletzte gehen in die Kabine, schwer Verletzte ins
# Lazarett (so nennt die Sportsprache die Verletzten, die länger fehlen; die Regel meint mit "box"
# die Spielschachtel, was im Spiel fremd klingt), Trümmerplättchen sperren Felder. Ein
# vollständiger Pass ist "gefangen".

## Positionen (Daten-IDs) und der Buchstabe ihrer Kürzel
bb-position-running-back = Runningback
bb-position-tackle = Tackle
bb-position-heavy-tackle = Koloss
bb-position-linebacker = Linebacker
bb-position-safety = Safety
bb-position-lineman = Linienspieler
bb-letter-running-back = R
bb-letter-tackle = T
bb-letter-heavy-tackle = K
bb-letter-linebacker = B
bb-letter-safety = S
bb-letter-lineman = L

## Formationen (Daten-IDs)
bb-formation-wall = Mauer
bb-formation-spread = Fächer
bb-formation-wedge = Keil

## Würfel: „blauer W10“, „zwei gelbe W6“
bb-die = { $colour ->
        [red] roter
        [yellow] gelber
        [blue] blauer
        [green] grüner
        [black] schwarzer
        [brown] brauner
       *[other] { $colour }
    } W{ $sides }
bb-dice-two = zwei { $colour ->
        [red] rote
        [yellow] gelbe
        [blue] blaue
        [green] grüne
        [black] schwarze
        [brown] braune
       *[other] { $colour }
    } W{ $sides }
bb-dice-pair = { $a } und { $b }
bb-period-first = 1. Halbzeit
bb-period-second = 2. Halbzeit
bb-period-overtime = Verlängerung

## Blockwürfel (Blood-Bowl-Blocks)
bb-face-attacker-down = Angreifer niedergeschlagen
bb-face-both-down = Beide niedergeschlagen
bb-face-pushed = Weggestoßen
bb-face-defender-stumbles = Verteidiger stolpert
bb-face-defender-down = Verteidiger niedergeschlagen

## Spielbericht: eine Zeile je Zug, erzählt, wie er geschieht
bb-ev-toss = Münzwurf: { $home } { $home_roll }, { $away } { $away_roll }.
bb-ev-first = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [singular] beginnt
       *[other] beginnen
    }.
bb-ev-line-up = Aufstellung zur { $period }:
bb-ev-line-up-team = { $team }: { $placements }
bb-ev-formation = { $team } in der Formation { $formation }
bb-ev-roll = { $player } würfelt { $roll } ({ $die })
bb-ev-stood-up = { $player } steht auf
bb-ev-malfunction = : Pasch, eine Fehlfunktion, kein Zug
bb-ev-no-move = , kommt aber nirgends hin
bb-ev-moved = , zieht auf { $square }
bb-ev-picked-up = , nimmt den Ball auf
bb-ev-tackle = , tackelt { $defender }: { $a } gegen { $d }
bb-ev-tackle-other = , { $attacker } tackelt { $defender }: { $a } gegen { $d }
bb-ev-injured = , { $player } in die Kabine
bb-ev-seriously-injured = , { $player } schwer verletzt, ins Lazarett
bb-ev-took-ball = , { $player } übernimmt den Ball
bb-ev-fumble = , { $player } verliert den Ball (Fumble)
bb-ev-hand-off = , übergibt an { $to } ({ $dice }): { $fumbled ->
        [yes] gleiche Zahlen
       *[no] gefangen
    }
bb-ev-hand-off-other = , { $from } übergibt an { $to } ({ $dice }): { $fumbled ->
        [yes] gleiche Zahlen
       *[no] gefangen
    }
bb-ev-pass = , passt über { $distance } Felder zu { $to }
bb-ev-pass-other = , { $from } passt über { $distance } Felder zu { $to }
bb-ev-pass-roll = : Fänger { $receiver }, Passwürfel { $passing }
bb-ev-complete = , gefangen
bb-ev-incomplete = , unvollständig
bb-ev-intercepted = , abgefangen von { $player }
bb-ev-recovered = , gesichert von { $player }
bb-ev-ball-placed = , der Ball wird auf { $square } gelegt
bb-ev-ball-given = , der Ball geht an { $player }
bb-ev-end-zone = , läuft in die Endzone
bb-ev-touchdown = TOUCHDOWN { $team }! { $home }:{ $away }
bb-ev-touchdown-elimination = { $other }: keiner mehr auf dem Feld. TOUCHDOWN { $team }! { $home }:{ $away }
bb-ev-halted-walled = Spielunterbrechung: Niemand kommt mehr an den Ball und in die Endzone.
bb-ev-halted-nowhere = Spielunterbrechung: Der Ball nach dem Fumble hat keinen Platz.
bb-ev-halted-out = Spielunterbrechung: Der unvollständige Pass ist im Aus.
bb-ev-restart = Die letzten beiden Spieler fielen im selben Tackling: Neustart des Abschnitts.
bb-ev-called = Das Spiel wird nach { $decisions } Entscheidungen abgebrochen (Hausregel): Der Spielstand gilt.
bb-ev-block = , blockt { $defender }
bb-ev-block-other = , { $attacker } blockt { $defender }
bb-ev-blitz = , blitzt { $defender }
bb-ev-assist = , { $player } hilft
bb-ev-block-dice = : Stärke { $attacker } gegen { $defender }, Blockwürfel { $faces }
bb-ev-block-result = : { $face }
bb-ev-pushed = , { $player } weggestoßen auf { $square }
bb-ev-pushed-crowd = , { $player } ins Publikum gestoßen
bb-ev-push-absorbed = , { $player } kann nirgends hin
bb-ev-crowd-injured = , das Publikum verprügelt { $player }: in die Kabine
bb-ev-followed-up = , { $player } setzt nach auf { $square }
bb-ev-knocked-down = , { $player } geht zu Boden
bb-ev-injury-roll = { " " }(Verletzungswurf { $roll })
bb-ev-ball-lands = , der Ball landet auf { $square }
bb-ev-ball-lands-held = , der Ball landet auf { $square } bei { $player }
bb-ev-turnover = , Turnover
bb-ev-game-over = Spielende: { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [singular] gewinnt
       *[other] gewinnen
    }, { $home_team } { $home }:{ $away } { $away_team }.
bb-ev-game-over-tie = Spielende: unentschieden, { $home_team } { $home }:{ $away } { $away_team }.

## Die Tafel neben dem Spielfeld
bb-status-turn = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [singular] ist
       *[other] sind
    } am Zug
bb-status-line-up = Aufstellung: { $team }
bb-status-over = Spielende
bb-status-locker-room = Kabine:
bb-status-box = Lazarett:

## Fragen: Felder per Zahl, Wahlen per Buchstabe, Spieler per Kürzel
bb-q-roll-off = Würfeln, wer beginnt.
bb-opt-roll = Die roten W20 würfeln
bb-q-line-up = Aufstellung: Wohin stellt sich { $player } ({ $label })? Oder das ganze Team in einer Formation:
bb-q-line-up-one = Aufstellung: Wohin stellt sich { $player } ({ $label })?
bb-q-line-up-done = Aufstellung
bb-opt-formation = Formation { $formation }
bb-q-choose = Wer zieht? Kürzel eingeben.
bb-q-heavy-die = { $player }: Mit welchem Würfel ziehen?
bb-q-tackle-die = { $player }: Welcher Würfel zählt im Tackling? (Der niedrigere gewinnt.)
bb-q-pass-die = { $player }: Welcher Würfel zählt beim Fangen?
bb-opt-die = { $value }
bb-q-move = { $player } hat { $roll } gewürfelt: Wohin?
bb-q-move-heavy = { $player }: Wohin? (Die Zahlen stehen auf seinem linken Feld.)
bb-q-move-on = { $player } hat den Ball und darf weiterziehen.
bb-q-move-on-blitz = { $player } hat geblitzt und darf mit dem Rest des Wurfs weiterziehen.
bb-q-move-ball = Auf den Ball ({ $square }): aufnehmen und weiterziehen.
bb-opt-end-zone = in die Endzone: Touchdown!
bb-opt-stop = hier stehen bleiben
bb-opt-blitz = { $player } blitzen
bb-q-blitz = { $player } steht neben einem Gegner:
bb-opt-no-blitz = kein Blitz, stehen bleiben
bb-q-tackle = Ein Tackling ist Pflicht. Welches Paar?
bb-q-block = Ein Block ist Pflicht. Welches Paar?
bb-opt-tackle = { $attacker } (W{ $a }) tackelt { $defender } (W{ $d }): gewinnt { $win } %, verliert { $lose } %
bb-opt-block = { $attacker } ({ $a }) blockt { $defender } ({ $d }): { $dice ->
        [1] 1 Blockwürfel
       *[other] { $dice } Blockwürfel, { $yours ->
            [yes] du wählst
           *[no] der Gegner wählt
        }
    }
bb-q-after-move = { $carrier } hat den Ball: Übergabe, Pass oder Zug beenden?
bb-q-after-move-pass = { $carrier } hat den Ball: Pass oder Zug beenden?
bb-q-after-move-hand-off = { $carrier } hat den Ball: Übergabe oder Zug beenden?
bb-opt-end-turn = Zug beenden
bb-opt-hand-off = Übergabe an { $to }
bb-pass-list = oder Pass (Felder, Würfel):
bb-pass-entry = { $to } { $distance } W{ $die }
bb-q-place-ball = Fumble: { $player } hat den Ball verloren. Wohin legst du ihn? (höchstens zwei Felder weit)
bb-q-incomplete = Der Pass zu { $player } ist unvollständig. Lege den Ball genau { $distance } Felder von ihm entfernt:
bb-opt-give = { $player } bekommt den Ball
bb-opt-intercept = { $player } fängt ab
bb-opt-recover = { $player } sichert
bb-q-block-die = Welcher Blockwürfel zählt?
bb-q-push = Wohin wird der Spieler gestoßen?
bb-q-follow-up = Auf das frei gewordene Feld nachsetzen?
bb-opt-hold = stehen bleiben
bb-input-square = Feldnummer oder -name (E14)
bb-input-letter = Buchstabe
bb-input-label = Kürzel ({ $example })
bb-input-or = {" oder "}
bb-input = { $kinds }; Enter: { $default }; ?: Regeln
bb-input-invalid = „{ $typed }“ steht nicht zur Wahl; Enter: { $default }; ?: Regeln

## Die Regeln in Kürze (?)
bb-rules-summary = Battleball in Kürze
    • Zwei Touchdowns gewinnen. Ein Zug: einen Spieler wählen, seinen Würfel werfen, bis zur Augenzahl ziehen (mindestens ein Feld, nie auf Spieler oder Trümmer); neben einem Gegner ist Schluss.
    • Der Koloss steht auf zwei Feldern, würfelt zwei gelbe W6 und nimmt einen; ein Pasch: kein Zug.
    • Steht danach ein eigener Spieler neben einem Gegner, ist ein Tackling Pflicht: Der niedrigere Wurf gewinnt, der Verlierer geht in die Kabine (eine 1: ins Lazarett), Gleichstand trifft beide. Gleiche Zahlen um den Ballträger: Fumble.
    • Sonst eine Übergabe an einen Nachbarn des Ballträgers (gleiche Zahlen: Fumble) oder, im Profispiel, ein Pass: Fängerwürfel plus Passwürfel müssen die Entfernung erreichen.
    • Nach einem Fumble legt der andere Trainer den Ball höchstens zwei Felder weit.
    • Touchdown: aus der letzten Reihe in die Endzone, oder alle Gegner vom Feld getackelt.
bb-rules-advanced = Das Profispiel (--optional advanced)
    • Statt einer Übergabe ein Pass, wenn kein eigener Spieler neben einem Gegner steht: von einem beliebigen Spieler zu einem Mitspieler auf dem Feld, nicht in einer Endzone, den der Pass erreichen kann (die höchste Zahl seines Würfels plus 6 mindestens die Entfernung).
    • Die Entfernung: die Felder vom Passgeber zum Fänger, das des Fängers mitgezählt, das des Passgebers nicht, auch über Spieler und Trümmer hinweg.
    • Fängerwürfel und brauner Passwürfel: gleiche Zahlen sind ein Fumble; erreicht die Summe die Entfernung, ist der Pass gefangen.
    • Sonst ist er unvollständig: Der andere Trainer legt den Ball genau so viele Felder vom Fänger entfernt, wie der Passwürfel zeigt; auf einem Gegner des Passgebers ist er abgefangen, auf einem leeren Feld frei, auf einem Mitspieler gesichert.
bb-rules-blocks-summary = Blood-Bowl-Blocks (--optional blocks): Jedes Tackling ist ein Block
    • Stärke (Vorgabe): Koloss 5, Tackle und Linienspieler 4, Linebacker und Safety 3, Runningback 2. Unterstützung: Jeder stehende Mitspieler neben dem Gegner im Block, der neben keinem anderen stehenden Gegner steht, zählt 1 dazu.
    • Blockwürfel: Gleich stark wird 1 Würfel geworfen, ist eine Seite stärker 2, mehr als doppelt so stark 3; der Trainer der stärkeren Seite wählt, welcher zählt: Angreifer niedergeschlagen, Beide niedergeschlagen, Weggestoßen (zwei Seiten), Verteidiger stolpert (hier wie Verteidiger niedergeschlagen), Verteidiger niedergeschlagen.
    • Wegstoßen: ein Feld direkt vom Angreifer weg, das der Trainer des Angreifers wählt; auf ein leeres Feld, wenn es eines gibt, sonst auf einen Spieler, der seinerseits weggestoßen wird; vom Feld nur, wenn nichts anderes bleibt: Das Publikum schickt ihn in die Kabine.
    • Nachsetzen: Der Angreifer darf auf das Feld treten, das der Verteidiger verlassen hat.
    • Am Boden: Der Spieler liegt (_), verliert den Ball, der ein Feld weit verspringt, und würfelt mit seinem Würfel: eine 1 schickt ihn ins Lazarett, höchstens ein Drittel der Zahlen in die Kabine, sonst bleibt er liegen. Wer liegt, hat keine Tacklezone, tackelt nicht, unterstützt nicht und wird nicht geblockt; gewählt, steht er auf, statt zu ziehen.
    • Blitz: Einmal pro Zug darf der ziehende Spieler neben einem Gegner anhalten, ihn für ein Feld seines Wurfs blocken und mit dem Rest weiterziehen.
    • Wird der Angreifer niedergeschlagen, endet der Zug sofort (Turnover).
bb-help-more = Weiter mit Enter zu weiteren Regeln
bb-legend = Antworten: die Zahl auf einem Feld (oder sein Name wie E14), ein Buchstabe aus der Liste oder das Kürzel eines Spielers; Enter nimmt die Vorgabe.
    Kürzel: { $positions }. Großbuchstaben: { $home }, kleine: { $away }. ● der Ball, ▒▒▒ Trümmer, × neben einem Gegner (dort endet ein Zug), _ am Boden (Blocks), ║ die 20-Yard-Zonen, ═ die Mittellinie.

## Ein Spiel beginnen
bb-setup-humans-option = { $count ->
        [0] keiner: Der Computer spielt beide Teams
        [one] 1: Du gegen den Computer
       *[other] { $count }: ein Trainer je Team
    }
bb-setup-game = Welche Spielart?
bb-setup-basic = Grundspiel
bb-setup-advanced = Profispiel (mit Pässen)
bb-setup-blocks = Blood-Bowl-Blocks statt Tacklings?
bb-rules-blocks = Blood-Bowl-Blocks
bb-header = Battleball: { $home } (Heim) gegen { $away } (Gast), { $rules }, Seed { $seed }

## Fehler
bb-error-humans = „{ $humans }“ menschliche Trainer: Battleball hat 0 bis 2
bb-error-optional = unbekannte Option „{ $rule }“ für Battleball; möglich sind advanced, blocks (durch Kommas getrennt) oder none
bb-error-coach = unbekannter Computer-Trainer „{ $coach }“ für Battleball; zur Wahl: { $coaches }
bb-error-unknown-team = kein Battleball-Team „{ $name }“; die Teams sind: { $teams }
bb-error-same-team = Bitte zwei verschiedene Teams wählen
bb-error-save-illegal = „{ $path }“ lässt sich nicht nachspielen: Entscheidung { $number } ({ $team }) ist an dieser Stelle des Spiels nicht erlaubt; die Datei blieb unverändert

## Die Spielstatistik am Ende
bb-box-continue = Weiter mit Enter zur Spielstatistik
bb-box-final = Endstand
bb-box-touchdowns = Touchdowns
bb-box-tackles = Tackles
bb-box-tackles-won = {"  "}davon gewonnen
bb-box-injuries = Verletzungen
bb-box-injuries-serious = {"  "}davon schwer
bb-box-fumbles = Fumbles
bb-box-hand-offs = Übergaben
bb-box-passes = Pässe
bb-box-passes-complete = {"  "}davon gefangen
bb-box-passes-intercepted = {"  "}davon abgefangen

## Online spielen (host und join)

# Wo ein Problem liegt, anstelle eines Dateinamens: das Spiel, das der Gastgeber schickt, eine Aufzeichnung für verify.
bb-online-setup = das Spiel des Gastgebers
bb-online-record = die Aufzeichnung des Spiels
# Die Taste für Tischgespräch an einer Frage: „!: etwas sagen“.
bb-online-talk = { $key }: etwas sagen
bb-online-say = Etwas sagen (Enter schickt es ab):
