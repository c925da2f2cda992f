# League tools: gridiron sim, season, rank, teams and validate (src/league/).

## Errors
league-error-coach = unknown coach "{ $coach }"; choose easy, normal or hard, or random, heuristic, hybrid or equilibrium
league-error-jobs = --jobs must be at least 1
league-error-games = --games must be at least 1
league-error-games-per-pair = --games-per-pair must be at least 1
league-error-data = the data has problems; fix them, or check with: gridiron validate
league-error-unknown-team = no team, division or team file "{ $name }"; list the teams with: gridiron teams
league-error-too-few-teams = a season needs at least two teams
league-error-no-such-path = { $path }: no such file or directory
league-error-log = cannot write the game log { $path }: { $detail }
league-error-optional = "{ $rule }" is not an optional rule of { $game }; choose from: { $rules } (comma-separated), or none
league-error-game = unknown game "{ $game }"; choose from: { $games }
league-error-no-seasons = { $game } has no seasons
league-error-teams-needed = 1st & Goal needs both teams: --home and --away
## The games, as --game names them: first-and-goal, battleball.
league-game-first-and-goal = 1st & Goal
league-game-battleball = Battleball

## gridiron sim
league-sim-stat = Per team
# The progress bar on a terminal: "[bar] 120/1000 games, ETA 2m".
league-progress-games = games
league-progress-left = ETA
league-sim-home = Home
league-sim-away = Away
# Above the sim table: "Home: Boston Bombers (coach: equilibrium)"; $value is what --home-coach takes.
league-sim-side = { $side }: { $team } (coach: { $coach })
## The computer coaches, named after the value --coach takes: random, heuristic, equilibrium.
league-coach-random = random
league-coach-heuristic = heuristic
league-coach-equilibrium = equilibrium
league-coach-search = search
league-sim-record = Won-lost-tied
league-sim-win-rate = Wins (95% confidence)
league-sim-loss-rate = Losses
league-sim-tie-rate = Ties
league-sim-points = Points per game
league-sim-touchdowns = Touchdowns per game
league-sim-field-goals = Field goals per game (made)
league-sim-safeties = Safeties per game
league-sim-turnovers = Turnovers per game
league-sim-penalties = Penalties per game
league-sim-punts = Punts per game
league-sim-net-punt = Net yards per punt
league-sim-yards-per-snap = Yards per snap
league-sim-games = Games
league-sim-seed = Seed
league-sim-snaps-per-game = Snaps per game (both teams)
league-sim-overtime-rate = Overtime
league-sim-ties = Tied games
league-sim-unfinished = { $count ->
        [one] One game was stopped before its end (a bug: please report it).
       *[other] { $count } games were stopped before their end (a bug: please report it).
    }

## Battleball (sim, teams and rank with --game battleball)
league-bb-error-coach = unknown Battleball coach "{ $coach }"; choose { $coaches }
league-bb-skipped-file = warning: { $file } is left out: { $problems ->
        [one] it has a problem; see it with
       *[other] it has { $problems } problems; see them with
    }: gridiron validate --game battleball { $file }
league-bb-unfinished = { $count ->
        [one] One game was stopped after { $decisions } decisions without an end (the rules have no clock, and random coaches may never score).
       *[other] { $count } games were stopped after { $decisions } decisions without an end (the rules have no clock, and random coaches may never score).
    }
league-bb-tackles = Tackles per game
# Of the team's own tackles (with blocks: the defender knocked down or pushed into the crowd).
league-bb-tackles-won = Tackles won
league-bb-injuries = Injuries per game
league-bb-serious-injuries = Serious injuries per game
league-bb-fumbles = Fumbles per game
league-bb-hand-offs = Hand-offs per game
league-bb-passes = Passes per game
# Two percentages of the team's passes: "41.0% / 12.3%".
league-bb-pass-results = Passes completed/intercepted
league-bb-optional = Optional rules
league-bb-optional-none = none
league-bb-turns = Turns per game (both teams)
league-bb-halts = Halted plays per game
league-bb-score-chart = Touchdowns per game: how many games ended with each count
league-bb-score-axis = Touchdowns scored in a game
league-bb-teams-colour = Colour
league-bb-teams-position = Position
league-bb-teams-players = Players
league-bb-teams-die = Die
league-bb-teams-strength = Strength
league-bb-teams-squares = Squares
league-bb-teams-legend = Strength counts only with --optional blocks. A player on two squares rolls two of its dice and uses one.
## Colours and positions as the data names them (data/battleball/).
league-bb-colour-red = red
league-bb-colour-blue = blue
league-bb-colour-yellow = yellow
league-bb-colour-green = green
league-bb-colour-black = black
league-bb-colour-brown = brown
league-bb-position-running-back = Running Back
league-bb-position-tackle = Tackle
league-bb-position-heavy-tackle = Heavy Tackle
league-bb-position-linebacker = Linebacker
league-bb-position-safety = Safety
league-bb-position-lineman = Lineman

## gridiron teams
league-teams-name = Team
league-teams-code = Code
league-teams-division = Division
league-teams-file = File
# How sentences treat the team's name, with the team-file key that changes it.
league-teams-grammar = In a sentence: "{ $team } { $team_number ->
        [singular] wins
       *[plural] win
    }" (grammatical_number = "{ $team_number }")
league-teams-no-division = (not known)
league-teams-no-division-short = –
# Under the team list; $dirs is the number of user directories listed after it as "[1] DIR".
league-teams-footer = – no division known; { $dirs ->
        [0] every file is built into gridiron
       *[other] files without [n] are built into gridiron
    }
league-teams-die = Die
league-teams-faces = Faces
league-teams-mean = Mean
league-teams-spread = Spread
league-teams-special = Special teams
league-teams-roll = Roll
league-teams-dice = Dice
league-die-red = red
league-die-ivory = ivory
league-die-brown = brown
league-die-yellow = yellow
league-die-blue = blue
league-die-green = green
league-die-black = black
league-die-punt = punt
league-die-kick = kick
league-die-bounce = bounce
league-die-squib = squib
league-roll-kickoff-return = Kickoff return
league-roll-field-goal = Field goal
league-roll-punt = Punt
league-roll-punt-return = Punt return
league-roll-extra-bounce = Extra bounce
league-roll-squib = Squib kick
league-roll-onside = Onside kick

## gridiron validate
# The label before each problem and before its hint, as rustc writes them.
league-validate-error = error
league-validate-help = help
league-validate-clean = No problems found.
league-validate-summary = { $problems ->
        [one] One problem
       *[other] { $problems } problems
    } in { $files ->
        [one] one file.
       *[other] { $files } files.
    }

## gridiron season and rank
league-season-title = Season of { $teams } teams, { $games } games (seed { $seed })
league-rank-title = Strength of { $teams } teams from { $games } games (seed { $seed })
league-rank-explain = Rating: Bradley-Terry strength on the Elo scale (ties count as half a win; 400 points = 10:1 odds), with its 95% interval.
league-col-rank = #
league-col-team = Team
league-col-wins = W
league-col-losses = L
league-col-ties = T
league-col-points-for = PF
league-col-points-against = PA
league-col-differential = Diff
league-col-percentage = Pct
league-col-rating = Rating
league-col-interval = 95%
# One line under the table, so that the one- and two-letter columns need no manual.
league-legend-standings = W/L/T won/lost/tied, PF/PA points for/against; a tie counts as half a win
league-legend-record = W/L/T won/lost/tied
league-round-bowl = 1st & Goal Bowl
league-round-semifinals = Semifinals
league-round-quarterfinals = Quarterfinals
league-round-of = Round of { $teams }
league-replays = { $count ->
        [one] (after a tied game)
       *[other] (after { $count } tied games)
    }
league-champion = Champion: { $team }
league-no-playoffs = No playoffs.

## Balance report (base team against base team)
league-balance-figure = Figure
league-balance-value = Value
league-balance-target = Target
league-balance-ok = ok
league-balance-miss = MISSED
league-balance-points = Points per team per game
league-balance-touchdowns = Touchdowns per team per game
league-balance-field-goals = Field goals per team per game
league-balance-turnovers = Turnovers per team per game
league-balance-penalties = Penalties per team per game
league-balance-punts = Punts per team per game
league-balance-snaps = Snaps per game (both teams)
league-balance-net-punt = Net yards per punt
league-balance-home-wins = Home win rate (ties half)
league-balance-overtime = Overtime rate

## A season people play through (season new, play, table)
league-season-error-exists = { $path } already exists. Choose another file, or add --force to write over it.
league-season-error-teams = A season needs at least two teams.
league-season-error-human = { $name } is not one of the season's teams.
league-season-written = Season written to { $path }: { $teams } teams, { $games } regular-season games. Play the next game with: gridiron season play { $path }
league-season-error-malformed = { $path } is not a readable season file: { $detail }
league-season-error-foreign = { $path } is not a gridiron season file.
league-season-error-version = { $path } is a season file of another version ({ $found }) and cannot be read.
league-season-error-impossible = { $path } holds a season that cannot be (a team playing itself, an unknown team, or results out of order); it was left as it is.
league-season-over = The season is over. Champion: { $team }.
league-season-over-no-playoffs = The season is over (no playoffs).
league-season-your-game = Next game: { $home } against { $away }, yours to play.
league-season-waits = The computer's games are played; the next game is yours (run gridiron season play on a terminal).
league-season-week = Week { $week }
league-season-file-title = Season of { $teams } teams: { $played } of { $games } games played (seed { $seed })
league-season-no-division = No division
league-season-tiebreaks = Ties in the standings are broken by: win percentage, then the percentage in games between the tied teams, point differential, points scored, and the name. * marks a team people coach.
league-season-results = Latest results
league-season-upcoming = Next games

## Pictures
league-strength-chart = Strength (rating with its 95% interval), strongest first
league-strength-axis = Rating (Elo scale, 1500 = average)
league-error-plot = Could not write the chart { $path }: { $detail }
league-score-chart = Points per game: how many games ended with each score
league-score-axis = Points scored in a game

## gridiron rank --coaches: coach against coach until a sequential test decides
league-coach-hybrid = hybrid
league-coach-narrow-search = narrow search
league-error-contest-teams = rank --coaches plays one pair of teams: give two with --teams (home and away), or leave --teams out
league-error-contest-coach = unknown coach "{ $coach }"; choose { $coaches }
league-error-contest-few-coaches = rank --coaches needs at least two different coaches, comma-separated (e.g. easy,normal,hard)
league-contest-title = Coach against coach, each seed played twice with the sides swapped (seed { $seed })
league-contest-explain = Score: the first coach's wins with ties as half, with its 95% interval. Each pair plays until a sequential test (SPRT, { $elo } Elo against none, { $alpha } errors either way) says which is stronger or that they are even; "not clear" when the games allowed ran out first.
league-contest-levels = Levels: { $levels }.
league-contest-stronger = { $coach } stronger
league-contest-even = even
league-contest-open = not clear
league-col-coach = Coach
league-col-against = Against
league-col-score = Score
league-col-games = Games
league-col-verdict = Verdict
