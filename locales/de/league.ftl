# Liga-Werkzeuge: gridiron sim, season, rank, teams und validate (src/league/).

## Fehler
league-error-coach = unbekannter Coach „{ $coach }“; zur Wahl stehen leicht, mittel und schwer oder random, heuristic, hybrid und equilibrium
league-error-jobs = --jobs muss mindestens 1 sein
league-error-games = --games muss mindestens 1 sein
league-error-games-per-pair = --games-per-pair muss mindestens 1 sein
league-error-data = die Daten enthalten Fehler; bitte beheben oder prüfen mit: gridiron validate
league-error-unknown-team = kein Team, keine Division und keine Teamdatei „{ $name }“; alle Teams zeigt: gridiron teams
league-error-too-few-teams = eine Saison braucht mindestens zwei Teams
league-error-no-such-path = { $path }: Datei oder Verzeichnis nicht gefunden
league-error-log = das Spielprotokoll { $path } lässt sich nicht schreiben: { $detail }
league-error-optional = „{ $rule }“ ist keine optionale Regel von { $game }; zur Wahl stehen: { $rules } (mit Kommas getrennt) oder none
league-error-game = unbekanntes Spiel „{ $game }“; zur Wahl stehen: { $games }
league-error-no-seasons = { $game } kennt keine Saisons
league-error-teams-needed = 1st & Goal braucht beide Teams: --home und --away
## The games, as --game names them: first-and-goal, battleball.
league-game-first-and-goal = 1st & Goal
league-game-battleball = Battleball

## gridiron sim
league-sim-stat = Pro Team
# The progress bar on a terminal: "[bar] 120/1000 Spiele, noch 2m".
league-progress-games = Spiele
league-progress-left = noch
league-sim-home = Heim
league-sim-away = Gast
# Above the sim table: "Heim: Boston Bombers (Coach: Gleichgewicht = equilibrium)"; $value is what --home-coach takes.
league-sim-side = { $side }: { $team } (Coach: { $coach } = { $value })
## The computer coaches, named after the value --coach takes: random, heuristic, equilibrium.
league-coach-random = Zufall
league-coach-heuristic = Faustregeln
league-coach-equilibrium = Gleichgewicht
league-coach-search = Vorausschau
league-sim-record = Siege-Niederlagen-Unentschieden
league-sim-win-rate = Siege (95 % Konfidenz)
league-sim-loss-rate = Niederlagen
league-sim-tie-rate = Unentschieden
league-sim-points = Punkte pro Spiel
league-sim-touchdowns = Touchdowns pro Spiel
league-sim-field-goals = Field Goals pro Spiel (Quote)
league-sim-safeties = Safeties pro Spiel
league-sim-turnovers = Ballverluste pro Spiel
league-sim-penalties = Strafstöße pro Spiel
league-sim-punts = Punts pro Spiel
league-sim-net-punt = Netto-Yards pro Punt
league-sim-yards-per-snap = Yards pro Spielzug
league-sim-games = Spiele
league-sim-seed = Startwert
league-sim-snaps-per-game = Spielzüge pro Spiel (beide Teams)
league-sim-overtime-rate = Verlängerung
league-sim-ties = Unentschiedene Spiele
league-sim-unfinished = { $count ->
        [one] Ein Spiel wurde vor seinem Ende abgebrochen (ein Fehler, bitte melden).
       *[other] { $count } Spiele wurden vor ihrem Ende abgebrochen (ein Fehler, bitte melden).
    }

## Battleball (sim, teams and rank with --game battleball)
league-bb-error-coach = unbekannter Battleball-Coach „{ $coach }“; zur Wahl: { $coaches }
league-bb-skipped-file = Warnung: { $file } bleibt außen vor: { $problems ->
        [one] Die Datei hat einen Fehler
       *[other] Die Datei hat { $problems } Fehler
    }; anzeigen mit: gridiron validate --game battleball { $file }
league-bb-unfinished = { $count ->
        [one] Ein Spiel wurde nach { $decisions } Entscheidungen ohne Ende abgebrochen (die Regeln kennen keine Uhr, und Zufalls-Coaches punkten vielleicht nie).
       *[other] { $count } Spiele wurden nach { $decisions } Entscheidungen ohne Ende abgebrochen (die Regeln kennen keine Uhr, und Zufalls-Coaches punkten vielleicht nie).
    }
league-bb-tackles = Tackles pro Spiel
# Of the team's own tackles (with blocks: the defender knocked down or pushed into the crowd).
league-bb-tackles-won = Gewonnene Tackles
league-bb-injuries = Verletzungen pro Spiel
league-bb-serious-injuries = Schwere Verletzungen pro Spiel
league-bb-fumbles = Fumbles pro Spiel
league-bb-hand-offs = Übergaben pro Spiel
league-bb-passes = Pässe pro Spiel
# Two percentages of the team's passes: "41,0 % / 12,3 %".
league-bb-pass-results = Pässe gefangen/abgefangen
league-bb-optional = Optionale Regeln
league-bb-optional-none = keine
league-bb-turns = Züge pro Spiel (beide Teams)
league-bb-halts = Unterbrochene Spielzüge pro Spiel
league-bb-score-chart = Touchdowns pro Spiel: wie viele Spiele mit welcher Zahl endeten
league-bb-score-axis = Touchdowns in einem Spiel
league-bb-teams-colour = Farbe
league-bb-teams-position = Position
league-bb-teams-players = Spieler
league-bb-teams-die = Würfel
league-bb-teams-strength = Stärke
league-bb-teams-squares = Felder
league-bb-teams-legend = Die Stärke zählt nur mit --optional blocks. Ein Spieler auf zwei Feldern würfelt mit zwei seiner Würfel und nimmt einen davon.
## Colours and positions as the data names them (data/battleball/).
league-bb-colour-red = rot
league-bb-colour-blue = blau
league-bb-colour-yellow = gelb
league-bb-colour-green = grün
league-bb-colour-black = schwarz
league-bb-colour-brown = braun
league-bb-position-running-back = Running Back
league-bb-position-tackle = Tackle
league-bb-position-heavy-tackle = Heavy Tackle
league-bb-position-linebacker = Linebacker
league-bb-position-safety = Safety
league-bb-position-lineman = Lineman

## gridiron teams
league-teams-name = Team
league-teams-code = Kürzel
league-teams-division = Division
league-teams-file = Datei
# Wie Sätze den Namen des Teams behandeln, mit dem Schlüssel der Teamdatei, der es ändert.
league-teams-grammar = Im Satz: „{ $team_number ->
        [plural] Die { $team }
       *[singular] { $team }
    } { $team_number ->
        [plural] gewinnen
       *[singular] gewinnt
    }“ (grammatical_number = "{ $team_number }")
league-teams-no-division = (nicht bekannt)
league-teams-no-division-short = –
# Under the team list; $dirs is the number of user directories listed after it as "[1] DIR".
league-teams-footer = – keine Division bekannt; { $dirs ->
        [0] alle Dateien sind im Programm eingebaut
       *[other] Dateien ohne [n] sind im Programm eingebaut
    }
league-teams-die = Würfel
league-teams-faces = Seiten
league-teams-mean = Mittel
league-teams-spread = Streuung
league-teams-special = Special Teams
league-teams-roll = Wurf
league-teams-dice = Würfel
league-die-red = rot
league-die-ivory = elfenbein
league-die-brown = braun
league-die-yellow = gelb
league-die-blue = blau
league-die-green = grün
league-die-black = schwarz
league-die-punt = Punt
league-die-kick = Kick
league-die-bounce = Aufsetzer
league-die-squib = Squib
league-roll-kickoff-return = Kickoff-Return
league-roll-field-goal = Field Goal
league-roll-punt = Punt
league-roll-punt-return = Punt-Return
league-roll-extra-bounce = Extra-Aufsetzer
league-roll-squib = Squib Kick
league-roll-onside = Onside Kick

## gridiron validate
# The label before each problem and before its hint, as rustc writes them.
league-validate-error = Fehler
league-validate-help = Hinweis
league-validate-clean = Keine Fehler gefunden.
league-validate-summary = { $problems ->
        [one] Ein Fehler
       *[other] { $problems } Fehler
    } in { $files ->
        [one] einer Datei.
       *[other] { $files } Dateien.
    }

## gridiron season und rank
league-season-title = Saison mit { $teams } Teams und { $games } Spielen (Startwert { $seed })
league-rank-title = Stärke von { $teams } Teams aus { $games } Spielen (Startwert { $seed })
league-rank-explain = Wertung: Bradley-Terry-Stärke auf der Elo-Skala (Unentschieden zählen als halber Sieg; 400 Punkte = Chancen 10:1), mit 95-%-Intervall.
league-col-rank = #
league-col-team = Team
league-col-wins = S
league-col-losses = N
league-col-ties = U
league-col-points-for = PF
league-col-points-against = PG
league-col-differential = Diff.
league-col-percentage = Quote
league-col-rating = Wertung
league-col-interval = 95 %
# One line under the table, so that the one- and two-letter columns need no manual.
league-legend-standings = S/N/U Siege/Niederlagen/Unentschieden, PF/PG Punkte für/gegen; U zählt halb
league-legend-record = S/N/U Siege/Niederlagen/Unentschieden
league-round-bowl = 1st & Goal Bowl
league-round-semifinals = Halbfinale
league-round-quarterfinals = Viertelfinale
# German names the early rounds by the share of a bracket: Achtelfinale has 16 teams.
league-round-of = { $teams ->
        [16] Achtelfinale
        [32] Sechzehntelfinale
       *[other] Runde der letzten { $teams }
    }
league-replays = { $count ->
        [one] (nach einem Unentschieden)
       *[other] (nach { $count } Unentschieden)
    }
league-champion = Meister: { $team }
league-no-playoffs = Keine Play-offs.

## Balance-Bericht (Basisteam gegen Basisteam)
league-balance-figure = Kennzahl
league-balance-value = Wert
league-balance-target = Ziel
league-balance-ok = ok
league-balance-miss = VERFEHLT
league-balance-points = Punkte pro Team und Spiel
league-balance-touchdowns = Touchdowns pro Team und Spiel
league-balance-field-goals = Field Goals pro Team und Spiel
league-balance-turnovers = Ballverluste pro Team und Spiel
league-balance-penalties = Strafstöße pro Team und Spiel
league-balance-punts = Punts pro Team und Spiel
league-balance-snaps = Spielzüge pro Spiel (beide Teams)
league-balance-net-punt = Netto-Yards pro Punt
league-balance-home-wins = Siegquote des Heimteams (Unentschieden halb)
league-balance-overtime = Anteil mit Verlängerung

## Eine Saison, die man selbst spielt (season new, play, table)
league-season-error-exists = { $path } gibt es schon. Wähle eine andere Datei oder überschreibe sie mit --force.
league-season-error-teams = Eine Saison braucht mindestens zwei Teams.
league-season-error-human = { $name } gehört nicht zu den Teams dieser Saison.
league-season-written = Saison in { $path } gespeichert: { $teams } Teams, { $games } Spiele der regulären Saison. Das nächste Spiel startet mit: gridiron season play { $path }
league-season-error-malformed = { $path } ist keine lesbare Saisondatei: { $detail }
league-season-error-foreign = { $path } ist keine gridiron-Saisondatei.
league-season-error-version = { $path } ist eine Saisondatei einer anderen Version ({ $found }) und kann nicht gelesen werden.
league-season-error-impossible = { $path } enthält eine unmögliche Saison (ein Team gegen sich selbst, ein unbekanntes Team oder Ergebnisse außer der Reihe); die Datei bleibt unverändert.
league-season-over = Die Saison ist vorbei. Meister: { $team }.
league-season-over-no-playoffs = Die Saison ist vorbei (ohne Play-offs).
league-season-your-game = Nächstes Spiel: { $home } gegen { $away }, von euch zu spielen.
league-season-waits = Die Spiele des Computers sind gespielt; das nächste Spiel gehört euch (gridiron season play in einem Terminal starten).
league-season-week = Spieltag { $week }
league-season-file-title = Saison mit { $teams } Teams: { $played } von { $games } Spielen gespielt (Seed { $seed })
league-season-no-division = Ohne Division
league-season-tiebreaks = Bei Gleichstand in der Tabelle entscheiden: die Siegquote, dann die Siegquote in den Spielen der gleichauf liegenden Teams untereinander, die Punktdifferenz, die erzielten Punkte und der Name. * kennzeichnet ein Team, das Menschen coachen.
league-season-results = Letzte Ergebnisse
league-season-upcoming = Nächste Spiele

## Bilder
league-strength-chart = Spielstärke (Wertung mit 95-%-Intervall), die stärksten zuerst
league-strength-axis = Wertung (Elo-Skala, 1500 = Durchschnitt)
league-error-plot = Die Grafik { $path } konnte nicht geschrieben werden: { $detail }
league-score-chart = Punkte pro Spiel: wie viele Spiele mit welcher Punktzahl endeten
league-score-axis = Punkte in einem Spiel

## gridiron rank --coaches: Trainer gegen Trainer, bis ein sequenzieller Test entscheidet
league-coach-hybrid = gemischt
league-coach-narrow-search = schmale Vorausschau
league-error-contest-teams = rank --coaches spielt ein Paar Teams: gib mit --teams zwei an (Heim- und Gastteam) oder lass --teams weg
league-error-contest-coach = unbekannter Coach „{ $coach }“; zur Wahl: { $coaches }
league-error-contest-few-coaches = rank --coaches braucht mindestens zwei verschiedene Coaches, durch Kommas getrennt (z. B. leicht,mittel,schwer)
league-contest-title = Coach gegen Coach, jeder Seed zweimal mit getauschten Seiten gespielt (Seed { $seed })
league-contest-explain = Quote: Siege des ersten Coaches, Unentschieden halb, mit 95-%-Intervall. Jedes Paar spielt, bis ein sequenzieller Test (SPRT, { $elo } Elo gegen keinen Unterschied, { $alpha } Irrtum in jede Richtung) sagt, wer stärker ist oder dass beide gleich stark sind; „nicht klar“, wenn die erlaubten Spiele vorher ausgingen.
league-contest-levels = Stufen: { $levels }.
league-contest-stronger = { $coach } stärker
league-contest-even = gleich stark
league-contest-open = nicht klar
league-col-coach = Coach
league-col-against = Gegner
league-col-score = Quote
league-col-games = Spiele
league-col-verdict = Urteil
