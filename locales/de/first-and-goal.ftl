# Das Spiel am Terminal: Spielplan, Spielbericht und die Fragen jeder Entscheidung (src/ui/).
# Begriffe wie im Regelheft: Angreifer, Verteidiger, Spielwürfel, Schiedsrichterwürfel,
# Strafstoß, Ballwechsel, TIMEOUT, Touchback.

## Positionen und Downs
spot-own = eigenen { $yards }
spot-opp = gegnerischen { $yards }
spot-midfield = Mittellinie
spot-team = { $yards }-Yard-Linie ({ $code })
spot-team-goal = Torlinie ({ $code })
# The goal lines themselves: "opp 0" reads like a bug.
spot-own-goal = eigenen Torlinie
spot-opp-goal = gegnerischen Torlinie
# Das Regelheft schreibt „1st Down“ und „1st Down and Goal“, die weiteren Downs „2. Down“.
down-distance = { $down ->
        [1] 1st Down
       *[other] { $down }. Down
    } & { $to_go }
down-goal = { $down ->
        [1] 1st Down
       *[other] { $down }. Down
    } & Goal
down-try = Zwei-Punkte-Versuch
half-first = 1. Halbzeit
half-second = 2. Halbzeit
half-overtime = Verlängerung
role-offense = Angreifer
role-defense = Verteidiger
seat-name = { $role } ({ $team })

## Karten
# Spielzüge heißen wie auf den Karten der deutschen Ausgabe, die die amerikanischen Football-Begriffe
# beibehält: alle 24 englisch, wie auch im deutschen Football-Sprachgebrauch (Play Action, Slant, Nickel).
kind-run = Lauf
kind-pass = Pass
kind-against-run = gegen den Lauf
kind-against-pass = gegen den Pass
card-red-zone = Red Zone { $mark }
card-not-allowed = { $card }: nicht spielbar auf oder jenseits der gegnerischen { $mark }-Yard-Linie (Red Zone)
play-halfback-dive = Halfback Dive
play-off-tackle = Off Tackle
play-sweep = Sweep
play-draw = Draw
play-counter = Counter
play-qb-option = QB Option
play-screen = Screen
play-slant = Slant
play-short-pass = Short Pass
play-play-action = Play Action
play-medium-pass = Medium Pass
play-bomb = Bomb
play-goal-line = Goal Line
play-eight-in-the-box = Eight in the Box
play-4-3-base = 4-3 Base
play-3-4-base = 3-4 Base
play-run-blitz = Run Blitz
play-corner-blitz = Corner Blitz
play-safety-blitz = Safety Blitz
play-cover-2-spy = Cover 2 Spy
play-cover-3 = Cover 3
play-nickel = Nickel
play-dime = Dime
play-prevent = Prevent

# Spaltenköpfe der Handkarten-Tabelle: höchstens vier Zeichen.
short-halfback-dive = HbDv
short-off-tackle = OfTk
short-sweep = Swp
short-draw = Draw
short-counter = Cntr
short-qb-option = QBOp
short-screen = Scrn
short-slant = Slnt
short-short-pass = ShPs
short-play-action = PlAc
short-medium-pass = MdPs
short-bomb = Bomb
short-goal-line = GlLn
short-eight-in-the-box = 8Box
short-4-3-base = 4-3
short-3-4-base = 3-4
short-run-blitz = RBlz
short-corner-blitz = CBlz
short-safety-blitz = SBlz
short-cover-2-spy = C2Sp
short-cover-3 = Cov3
short-nickel = Nckl
short-dime = Dime
short-prevent = Prev
chart-red = R
chart-ivory = E
chart-brown = B
chart-yellow = G
chart-blue = L
chart-green = N
chart-against-defense = gg. Verteid.
chart-against-offense = gg. Angriff
chart-legend = R rot, E elfenbein, B braun, G gelb, L blau, N grün; Zahl: schwarze Würfel
chart-abbreviations = Abgekürzt wie in den Spaltenköpfen: { $plays }
chart-columns-offense = Angriffsspielzüge: { $plays }
chart-columns-defense = Verteidigungsspielzüge: { $plays }

## Würfel
die-red = rot
die-ivory = elfenbein
die-brown = braun
die-yellow = gelb
die-blue = blau
die-green = grün
die-black = schwarz
die-play = Spielwürfel
die-referee = Schiedsrichterwürfel
die-penalty = Strafstoßwürfel
# The shared kicking dice of data/special-teams.toml; a team's own kicking die keeps its data name.
die-special-kick = Kickwürfel
die-special-punt = Puntwürfel
die-special-bounce = Aufsetzerwürfel
die-special-squib = Squibwürfel
# The play die's empty face; its other faces are symbols printed on the die.
face-blank = leer
die-kicking = Würfel „{ $name }“
effect-x = Spiel unterbrochen: die farbigen Würfel zählen 0
effect-breakaway = Breakaway: noch einmal würfeln und addieren
effect-t = möglicher Turnover: Schiedsrichterwürfel
effect-p = möglicher Strafstoß: Schiedsrichter- und Strafstoßwürfel
ev-dice-breakaway = Breakaway, neu gewürfelt: { $dice }
ev-dice-bounce = Zusätzlicher Aufsetzer: { $dice }
# Optionale Regel Breakaways (O2); $sums: „5, -1, 4“.
ev-breakaway-touchdown = Dreimal nacheinander BREAKAWAY (optionale Regel Breakaways; die Würfe: { $sums }): der Ballträger bricht durch zum sofortigen Touchdown.
effect-ignored = beim Nachwürfeln ohne Wirkung
effect-none = keine Wirkung
effect-bounce = zusätzlicher Aufsetzer: Aufsetzerwürfel dazu
effect-return-x-kickoff = X: Touchback
effect-return-x-punt = X: kein Raumgewinn beim Return
effect-return-t = möglicher Fumble: Schiedsrichterwürfel
effect-punt-x = X: Punt abgeblockt
effect-punt-t = das kickende Team kann den Ball erobern: Schiedsrichterwürfel
effect-punt-hail = ins Aus: kein Return
effect-sneak-gain = 1 Yard und ein neuer 1st Down
effect-sneak-stopped = kein Raumgewinn
effect-hail-mary = HAIL und MARY: Touchdown
effect-hail-alone = HAIL ohne MARY: unvollständig
effect-mary = Touchdown, wenn der Spielwürfel HAIL zeigt
effect-blocked = X und X: abgeblockt
effect-block-chance = abgeblockt, wenn auch der Spielwürfel X zeigt
effect-ref-d = D: Strafstoß gegen die Verteidiger
effect-ref-o = O: Strafstoß gegen die Angreifer
effect-ref-no-penalty = kein Strafstoß
effect-ref-t = T: Ballverlust
effect-ref-t-punt = T: das kickende Team erobert den Ball
effect-ref-no-turnover = kein Ballverlust
effect-5a = A: automatischer 1st Down
effect-5a-offense = das A gilt nur gegen die Verteidiger
coin-heads = Kopf
coin-tails = Zahl
choice-fake = FAKE
choice-kick = KICK
# Die vier Ergebnisse von Fake/Kick, aus der Sicht dessen, der wählt.
opt-kick-offense = KICK: der Kick wie üblich; 5 Yards weiter, wenn der Verteidiger FAKE zeigt
opt-fake-offense = FAKE: gegen KICK ein Spielzug ohne schwarze Würfel; gegen FAKE misslingt die Täuschung, Ballwechsel an der Stelle
opt-kick-defense = KICK: gegen KICK der Kick wie üblich; gegen FAKE ein Spielzug ohne eure schwarzen Würfel
opt-fake-defense = FAKE: gegen FAKE misslingt die Täuschung, ihr bekommt den Ball an der Stelle; gegen KICK geht der Kick 5 Yards weiter

## Der Spielplan
board-timeouts = TIMEOUTS: { $home }   { $away }
board-coin-toss = Münzwurf vor dem ersten Kickoff
board-game-over = Spielende
board-kickoff = Kickoff: { $kicking_number ->
        [plural] Die { $kicking }
       *[singular] { $kicking }
    } { $kicking_number ->
        [plural] kicken
       *[singular] kickt
    } zu { $receiving_number ->
        [plural] den { $receiving }
       *[singular] { $receiving }
    }
board-try = { $team }: der Versuch nach dem Touchdown
board-penalty = Strafstoß beim Spielzug { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    }: { $down } an der { $spot }
board-penalty-kickoff-return = Strafstoß beim Kickoff Return { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    }
board-penalty-punt = Strafstoß beim Punt { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    }
board-penalty-punt-return = Strafstoß beim Punt Return { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    }
board-snap-result = { $team }: { $down } an der { $spot }, dieser Spielzug { $result ->
        [gain] bringt { $yards ->
            [one] 1 Yard
           *[other] { $yards } Yards
        } bis zur { $to }
        [loss] verliert { $yards ->
            [one] 1 Yard
           *[other] { $yards } Yards
        } bis zur { $to }
        [turnover] endet mit Ballverlust an der { $to }
        [touchdown] bringt { $yards } Yards zum Touchdown
       *[none] bringt keinen Raumgewinn
    }
board-punt-in-air = Punt: { $kicking_number ->
        [plural] Die { $kicking } kicken
       *[singular] { $kicking } kickt
    } von der { $from }, der Ball landet an der { $landing }
board-situation = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } im Ballbesitz: { $down } an der { $spot }
board-decks = Karten im Stapel/auf der Hand/abgelegt: Angriff { $offense }, Verteidigung { $defense }
board-log = { $hidden ->
        [0] Seit deinem letzten Blick:
        [one] Seit deinem letzten Blick (eine frühere Zeile weggelassen):
       *[other] Seit deinem letzten Blick ({ $hidden } frühere Zeilen weggelassen):
    }
board-log-latest = Der letzte Spielzug und was danach geschah:
board-log-gap = … { $hidden ->
        [one] eine Zeile weggelassen
       *[other] { $hidden } Zeilen weggelassen
    } …
hand-title = Deine Handkarten, { $seat }:

## Spielstatistik
box-half-time = Halbzeit
box-final = Endstand
box-points = Punkte
box-yards = Raumgewinn (Yards)
box-first-downs = Neue 1st Downs
box-turnovers = Ballverluste (Fumbles, Interceptions)
box-penalties = Strafstöße
box-punts = Punts
box-field-goals = Field Goals verwandelt/versucht
box-cards = Gespielte Karten (Angriff+Verteidigung)
box-continue = Weiter mit Enter
box-final-next = Weiter mit Enter zur Spielstatistik

## Übergabe zwischen den Trainern
handoff = { $seat }: bitte übernehmen, dann [{ $key }] tippen und Enter
handoff-partners = { $seat }: bitte übernehmen, dann [{ $key }] tippen und Enter (dein Partner bei { $team } darf zuschauen)
handoff-wrong-key = Nur wer übernimmt, tippt [{ $key }] und Enter:

## Spielbericht
ev-coin = { $caller_number ->
        [plural] Die { $caller }
       *[singular] { $caller }
    } { $caller_number ->
        [plural] sagen
       *[singular] sagt
    } { $call }; die Münze zeigt { $landed }: { $winner_number ->
        [plural] die { $winner }
       *[singular] { $winner }
    } { $winner_number ->
        [plural] gewinnen
       *[singular] gewinnt
    } den Münzwurf.
ev-receive = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] erhalten
       *[singular] erhält
    } den Kickoff.
ev-defer = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] verschieben
       *[singular] verschiebt
    } die Wahl auf die 2. Halbzeit.
ev-half-started = Die { $half } beginnt.
ev-kickoff = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] führen
       *[singular] führt
    } den Kickoff aus.
ev-kickoff-onside = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] versuchen
       *[singular] versucht
    } einen Onside Kick.
ev-kickoff-squib = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] spielen
       *[singular] spielt
    } einen Squib Kick.
ev-touchback = Touchback: { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] beginnen
       *[singular] beginnt
    } an der eigenen 20.
ev-ball-spotted = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] haben
       *[singular] hat
    } den Ball an der { $spot }.
ev-dice = Würfel: { $dice }
ev-black-dice = { $count ->
        [one] ein schwarzer Würfel
       *[other] { $count } schwarze Würfel
    }
ev-timeout = TIMEOUT { $team } ({ $remaining ->
        [0] keines mehr übrig
        [one] noch eines übrig
       *[other] noch { $remaining } übrig
    }).
ev-timeout-took = { $seat } nimmt eine Karte vom Ablagestapel zurück.
ev-timeout-reshuffled = { $seat } mischt die Handkarten in den Stapel und zieht neu.
ev-timeout-nothing = { $seat } behält die Handkarten.
ev-call-punt = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] kündigen
       *[singular] kündigt
    } einen Punt an.
ev-call-field-goal = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] kündigen
       *[singular] kündigt
    } ein Field Goal an.
ev-call-sneak = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] kündigen
       *[singular] kündigt
    } einen QB Sneak an.
ev-call-hail-mary = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] werfen
       *[singular] wirft
    } einen Hail Mary.
ev-call-kneel = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] knien
       *[singular] kniet
    } ab.
ev-revealed = { $offense } gegen { $defense }: { $dice }.
ev-revealed-fake = Täuschung: { $offense } gegen { $defense }: { $dice }.
ev-burned = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] verbrennen
       *[singular] verbrennt
    } eine Karte ({ $play }).
ev-burn-stopped = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] halten
       *[singular] hält
    } die Uhr an.
ev-redrawn = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $count ->
        [one] { $team_number ->
            [plural] werfen eine Karte ab und ziehen eine neue
           *[singular] wirft eine Karte ab und zieht eine neue
        }
       *[other] { $team_number ->
            [plural] werfen { $count } Karten ab und ziehen ebenso viele
           *[singular] wirft { $count } Karten ab und zieht ebenso viele
        }
    }.
ev-gained = { $yards ->
        [0] Kein Raumgewinn.
        [1] 1 Yard für { $team_number ->
            [plural] die { $team }
           *[singular] { $team }
        }.
       *[other] { $yards } Yards für { $team_number ->
            [plural] die { $team }
           *[singular] { $team }
        }.
    }
# E3: das T des Schiedsrichterwürfels nimmt den Ball an der neuen Stelle; die Yards zählen nicht für den Angreifer.
ev-gained-then-lost = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] verlieren
       *[singular] verliert
    } den Ball { $result ->
        [gain] nach { $yards } Yards Raumgewinn
        [loss] nach { $yards } Yards Raumverlust
       *[none] ohne Raumgewinn
    }.
ev-lost = { $yards ->
        [one] 1 Yard Raumverlust für { $team_number ->
            [plural] die { $team }
           *[singular] { $team }
        }.
       *[other] { $yards } Yards Raumverlust für { $team_number ->
            [plural] die { $team }
           *[singular] { $team }
        }.
    }
ev-ball-moved = Ball an der { $spot } ({ $team }).
ev-first-down = 1st Down für { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    } an der { $spot }!
ev-first-and-goal = 1st Down & Goal für { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    } an der { $spot }!
# Ein Ballbesitz beginnt: „1st Down & 10 für die Boston Bombers an der eigenen 20.“
ev-series = { $situation } für { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    } an der { $spot }.
ev-next-down = { $down }. Down & { $to_go } für { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    } an der { $spot }.
ev-penalty = Strafstoß gegen { $seat }: { $yards } Yards{ $automatic ->
        [yes] , automatischer 1st Down
       *[no] {""}
    }.
ev-penalty-accepted = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] nehmen
       *[singular] nimmt
    } den Strafstoß an.
ev-penalty-declined = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] lehnen
       *[singular] lehnt
    } den Strafstoß ab; der Spielzug zählt.
ev-turnover = BALLWECHSEL ({ $cause }): { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] übernehmen
       *[singular] übernimmt
    } an der { $spot }.
ev-scored = { $kind } { $team }, { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }! { $home_team } { $home } : { $away } { $away_team }
ev-try-extra-point = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] treten
       *[singular] tritt
    } zum Extrapunkt an.
ev-try-two-points = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] spielen
       *[singular] spielt
    } den Zwei-Punkte-Versuch von der 2.
ev-extra-point-failed = Kein Extrapunkt für { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    }.
ev-two-point-failed = Zwei-Punkte-Versuch gescheitert: keine Punkte für { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    }.
ev-fake-kick = Angreifer { $offense }, Verteidiger { $defense }: { $outcome ->
        [plus-five] der Kick, um 5 Yards verlängert.
        [fake-on] der Kick ist angetäuscht, ein Spielzug ohne schwarze Würfel.
        [fake-stopped] der Täuschungsversuch misslingt, Ballwechsel an der Stelle.
       *[kick] der Kick wie üblich.
    }
ev-kicked = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] kicken
       *[singular] kickt
    } { $yards } Yards{ $bonus ->
        [0] {""}
       *[other] {" "}({ $rolled } gewürfelt, +{ $bonus } für KICK gegen FAKE)
    }.
ev-kicked-field-goal = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] kicken
       *[singular] kickt
    } { $yards } Yards{ $bonus ->
        [0] {""}
       *[other] {" "}({ $rolled } gewürfelt, +{ $bonus } für KICK gegen FAKE)
    }; bis zur Torlinie waren es { $needed } Yards.
ev-onside-short = Der Onside Kick geht { $yards } Yards weit: die Summe ist geringer als { $needed }, der Onside Kick misslingt.
ev-onside-no-t = Der Onside Kick geht { $yards } Yards weit, aber keiner der beiden weißen Würfel zeigt ein „T“: der Onside Kick misslingt.
ev-onside-kept = Der Onside Kick geht { $yards } Yards weit, mindestens { $needed }, und ein weißer Würfel zeigt ein „T“:
ev-fg-missed = Das Field Goal { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    } geht daneben.
ev-blocked = Der Kick { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    } wird abgeblockt!
ev-fair-catch = Fair Catch { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    }.
ev-kickers-recover = { $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] erobern
       *[singular] erobert
    } den eigenen Kick zurück!
ev-hail-mary-failed = Der Hail Mary { $team_number ->
        [plural] der { $team }
       *[singular] von { $team }
    } ist unvollständig.
ev-half-ended = Ende der { $half }.
ev-game-over = Spielende: { $winner_number ->
        [plural] Die { $winner }
       *[singular] { $winner }
    } { $winner_number ->
        [plural] gewinnen
       *[singular] gewinnt
    }. { $home_team } { $home } : { $away } { $away_team }
ev-game-over-tie = Spielende: unentschieden. { $home_team } { $home } : { $away } { $away_team }
cause-fumble = Fumble
cause-interception = Interception
cause-downs = nach vier Downs
cause-blocked-field-goal = Field Goal abgeblockt
cause-blocked-punt = Punt abgeblockt
cause-missed-field-goal = Field Goal verfehlt
cause-fake-stopped = Täuschung gestoppt
cause-muffed-punt = Punt fallen gelassen
cause-kickoff-fumble = Fumble beim Kickoff Return
cause-onside = Onside Kick
score-touchdown = TOUCHDOWN
score-field-goal = FIELD GOAL
score-safety = SAFETY
score-extra-point = Extrapunkt
score-two-points = Zwei-Punkte-Versuch

## Fragen
prompt-invalid = Bitte eine der angezeigten Zahlen eingeben, oder Enter für die erste.
q-coin = Münzwurf ansagen:
q-receive = Münzwurf gewonnen: den ersten Kickoff erhalten oder die Wahl auf die 2. Halbzeit verschieben?
q-kickoff = Dein Kickoff:
q-kickoff-return = Kickoff: Touchback an der eigenen 20 oder den Ball zurücktragen?
q-call = Deine Ansage für diesen Spielzug:
q-call-try = Zwei-Punkte-Versuch: deine Ansage:
q-defense-timeout = Verteidiger: vor dem Spielzug ein TIMEOUT nehmen?
q-timeout-action = TIMEOUT: was machst du mit deinen Karten?
q-card = Wähle deine Karte (geheim):
q-card-fake = Die Täuschung läuft: wähle deine Karte (geheim):
q-penalty = Strafstoß gegen { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    }, { $yards } Yards{ $automatic ->
        [yes] , automatischer 1st Down
       *[no] {""}
    }. Annehmen oder ablehnen?
q-run-clock = Pass angekommen: die Uhr laufen lassen und die oberste Karte verbrennen?
q-stop-burn = Der Angreifer verbrennt eine Karte: mit einem TIMEOUT die Uhr anhalten?
q-burn-from-hand = Dein Stapel ist leer: welche Handkarte verbrennst du?
q-fake-or-kick-punt = Vor dem Punt: FAKE oder KICK (geheim)?
q-fake-or-kick-fg = Vor dem Field Goal ({ $kick }): FAKE oder KICK (geheim)?
q-punt-mode = Punt: alle Puntwürfel werfen oder einen durch den Spielwürfel ersetzen?
q-fair-catch = Der Punt ist gelandet: Fair Catch an der Landestelle oder Return?
q-try = Touchdown! Extrapunkt oder Zwei-Punkte-Versuch?
q-discard-which = Welche Karte wirfst du dafür ab?
q-take-which = Welche Karte nimmst du vom Ablagestapel zurück?
q-redraw-which = Welche Karten wirfst du ab, um neu zu ziehen?

select-hint = ↑↓ oder Zahl

# Die Taste, die an jeder Frage den ganzen Spielbericht zeigt (ein Buchstabe), in der Hinweiszeile.
log-key = b
log-key-hint = B Spielbericht
log-title = Der Spielbericht bis hier
log-page = Seite { $page } von { $pages }: { $last ->
        [yes] ⏎ zurück zur Entscheidung
       *[no] ⏎ nächste Seite, ein Buchstabe und ⏎ zurück zur Entscheidung
    }
log-empty = Noch ist nichts geschehen.

## Antworten
opt-receive = Kickoff erhalten
opt-defer = Wahl verschieben
opt-kickoff-normal = Normaler Kickoff
opt-kickoff-onside = Onside Kick
opt-kickoff-squib = Squib Kick
# Die Chancen jeder Wahl, aus den Würfeln der Teams (display/odds.rs).
opt-kickoff-onside-chance = Onside Kick: { $chance } %, den Ball zu behalten (mindestens { $needed } Yards und ein „T“)
opt-kickoff-squib-spots = Squib Kick: kein Return, die Gegner beginnen im Schnitt an ihrer { $average } ({ $low }-{ $high })
opt-touchback = Touchback (Ball an der eigenen 20)
opt-run-out = Ball zurücktragen
opt-run-out-chance = Ball zurücktragen (Run the Ball out): { $beyond } % über die eigene 20 hinaus, { $fumble } % Fumble (X auf dem Spielwürfel: Touchback)
opt-normal-play = Normaler Spielzug (Karte wählen)
opt-timeout = TIMEOUT ({ $left ->
        [one] noch eines
       *[other] noch { $left }
    })
opt-punt = Punt
opt-field-goal = Field Goal
opt-sneak = QB Sneak
opt-sneak-chance = QB Sneak: { $chance } % für den neuen 1st Down
opt-kneel = Abknien (eine Karte abwerfen, 1 Yard verlieren)
opt-hail-mary = Hail Mary
opt-redraw = Unspielbare Hand: eine oder zwei Karten abwerfen und neu ziehen
opt-redraw-one = { $first } abwerfen
opt-redraw-two = { $first } und { $second } abwerfen
opt-discard = { $card } abwerfen
opt-no-timeout = Kein TIMEOUT
opt-no-run-clock = Die Uhr nicht laufen lassen
opt-let-burn = Die Karte verbrennen lassen
opt-pass = Nichts tun
opt-take-from-discard = A: eine Karte vom Ablagestapel zurücknehmen
opt-take = { $card } nehmen
opt-reshuffle = B: Handkarten in den Stapel mischen und ebenso viele ziehen
opt-nothing = C: nichts
opt-accept-penalty = Annehmen: Ball an der { $spot }, der Down wird wiederholt
opt-accept-penalty-first-down = Annehmen: Ball an der { $spot }, neuer 1st Down für { $team_number ->
        [plural] die { $team }
       *[singular] { $team }
    }
opt-decline-penalty = Ablehnen: der Spielzug zählt, Ball an der { $spot }
opt-burn = { $card } verbrennen
opt-run-clock = Die Uhr laufen lassen (oberste Karte verbrennen)
opt-stop-clock = TIMEOUT, um das Verbrennen zu stoppen ({ $left ->
        [one] noch eines
       *[other] noch { $left }
    })
opt-punt-all-dice = Kicken: alle { $count } Puntwürfel werfen ({ $low }-{ $high } Yards)
opt-punt-replace = Riskieren: der Spielwürfel ersetzt einen Würfel ({ $die }, { $low }-{ $high }), dazu { $kept } Puntwürfel: X abgeblockt, BREAKAWAY zusätzlicher Aufsetzer, T der Ball kann euch bleiben, P möglicher Strafstoß, HAIL kein Return
opt-fair-catch = Fair Catch
opt-return = Punt zurücktragen (Return)
opt-extra-point = Extrapunkt (1)
opt-two-point = Zwei-Punkte-Versuch (2)
opt-extra-point-chance = Extrapunkt (1): { $chance } %
opt-two-point-chance = Zwei-Punkte-Versuch (2): { $chance } % (jedes Kartenpaar gleich gezählt)
opt-help = ? Regeln kurz und Legende der Tabelle
help-back = Zurück zur Entscheidung mit Enter
# Der Verteidiger hört von den Kickwürfeln der Angreifer, nicht von „euren“.
opt-field-goal-chance = Field Goal: { $yards } Yards bis zur Torlinie, { $reach ->
        [never] { $viewer ->
            [defense] die Kickwürfel der Angreifer reichen nicht so weit (0 %)
           *[offense] eure Kickwürfel reichen nicht so weit (0 %)
        }
       *[other] { $chance } % mit { $viewer ->
            [defense] den Kickwürfeln der Angreifer
           *[offense] euren Kickwürfeln
        }
    }

## Regeln kurz (gridiron rules, und „?“ bei jeder Entscheidung)
rules-summary = { rules-general }
    { rules-kicking }
rules-general = 1st & Goal in Kürze
    • Der Angreifer sagt Spielzug, TIMEOUT oder Spezialzug an; dann wählen beide geheim eine Karte. Die Tabelle nennt die Würfel: farbige für den Angreifer, schwarze (Yards dagegen) für den Verteidiger.
    • Spielwürfel: X = farbige zählen 0; BREAKAWAY = alles neu würfeln und addieren (dabei zählt nur BREAKAWAY); T = Schiedsrichterwürfel T: Ballwechsel; P = Schiedsrichterwürfel D/O: Strafstoß gegen Verteidiger/Angreifer, Strafstoßwürfel (5A gegen Verteidiger: automatischer 1st Down); sonst nichts.
    • Vier Downs für 10 Yards. Punts nur im 4. Down; Punt, Field Goal und QB Sneak (1 Yard zu gehen) kosten keine Karte; Abknien wirft eine ab. Red-Zone-Karten (20, 10) sind so nah am Ziel nicht spielbar.
    • Field Goal: die Kickwürfel müssen die Torlinie erreichen, sonst Ballwechsel an der Stelle. Vorher geheim FAKE oder KICK.
    • Ein Lauf verbrennt die oberste Karte; nach einem angekommenen Pass darf der Angreifer eine verbrennen. Ein TIMEOUT stoppt das: Karte zurücknehmen, neu mischen oder nichts.
    • Die Halbzeit endet, wenn der Angreifer keine Karte mehr hat. Hail Mary: letzter Spielzug, ab der gegnerischen 35, HAIL und MARY punkten.
# Shown alone by "?" at kickoffs, returns, Fake/Kick, punts and the try, where no card is chosen.
rules-kicking = Das Kickspiel (die Antworten nennen ihre Chancen aus euren Würfeln)
    • Vor jedem Punt und Field Goal decken beide zugleich FAKE oder KICK auf. KICK/KICK: Kick wie üblich. KICK/FAKE: der Kick geht 5 Yards weiter. FAKE/KICK: der Kick ist angetäuscht, beide spielen eine Karte, ohne schwarze Würfel. FAKE/FAKE: der Täuschungsversuch misslingt, Ballwechsel an der Stelle.
    • Punt: alle Puntwürfel werfen oder einen durch den Spielwürfel ersetzen: X abgeblockt, BREAKAWAY zusätzlicher Aufsetzer, T und dann T auf dem Schiedsrichterwürfel: der Angreifer behält den Ball, P möglicher Strafstoß und der Punt wird wiederholt, HAIL kein Return. Der Gegner wählt Fair Catch oder Return (grüner Würfel und Spielwürfel).
    • Kickoff: der Gegner wählt Touchback an seiner 20 oder Run the Ball out (Return-Würfel und Spielwürfel; X Touchback, T und dann T Fumble). Nach Punkten ist ein Onside Kick von der eigenen 30 möglich (Rot und Elfenbein mindestens 10 und ein „T“ auf einem weißen Würfel: der Ball bleibt beim Kicker) oder, mit der optionalen Regel, ein Squib Kick (kein Return).
    • QB Sneak (1 Yard zu gehen): HAIL, BREAKAWAY oder leer auf dem Spielwürfel bringen das Yard und einen neuen 1st Down. Zwei „X“ auf Schiedsrichter- und Spielwürfel blocken Field Goal und Extrapunkt; der Zwei-Punkte-Versuch ist ein Spielzug von der 2.

## Online-Spiel

online-people = Wie viele Menschen spielen mit, jeder an seinem eigenen Terminal?
online-people-option = { $count ->
        [0] keiner: der Computer trainiert beide Teams
        [one] 1: ein Team, Angriff und Verteidigung, gegen den Computer
        [2] 2: jeder ein Team, Angriff und Verteidigung
        [3] 3: zwei Trainer für ein Team (Angriff, Verteidigung), einer für das andere
       *[other] { $count }: je ein Trainer für jeden Angriff und jede Verteidigung
    }
# Ein Platz in der Liste der Plätze und in der Zeile, auf wen gewartet wird.
online-seat-name = { $role }, { $team }
online-say-hint = { $key } etwas sagen
online-say-prompt = Etwas sagen (Enter schickt es ab; eine leere Zeile sagt nichts)
# Wovon die Probleme einer Aufzeichnung gesagt werden, wo sie keine Datei des Benutzers ist.
online-record = die Aufzeichnung
