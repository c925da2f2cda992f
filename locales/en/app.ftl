# The program around the game: starting, saving, resuming, replaying, errors (src/ui/play.rs,
# src/main.rs).

app-header = { $home } (home) against { $away } (away), seed { $seed }
app-interrupted = Stopped. The game is saved; continue it with:
    {"  "}gridiron resume "{ $path }"
app-closed = The input has closed. The game is saved; continue it with:
    {"  "}gridiron resume "{ $path }"
app-finished = The game is saved; watch it again with:
    {"  "}gridiron replay "{ $path }"
app-already-over = The game in "{ $path }" is over; watch it again with:
    {"  "}gridiron replay "{ $path }"
app-replay-unfinished = (The game goes on: gridiron resume "{ $path }")

## Errors
app-error-lang = unknown language "{ $lang }"; choose en or de
app-error-humans = "{ $humans }" human coaches: give a number from 0 to 4
app-error-seed = "{ $seed }" is not a seed; give a whole number from 0 to 18446744073709551615
app-error-optional = unknown optional rule "{ $rule }"; choose from turnovers, breakaways, squib (comma-separated)
app-error-rules-optional = "{ $rule }" is not an optional rule of this game; choose from { $rules } (comma-separated), or none
app-error-coach = unknown computer coach "{ $coach }"; choose a level, easy, normal or hard, or random, heuristic, hybrid or equilibrium
app-error-delay = "{ $delay }" is no delay; give whole milliseconds, such as 400 (0: no pause)
app-error-game = unknown game "{ $game }"; choose first-and-goal or battleball
app-error-side = "{ $side }" is no side; choose home or away
app-error-unknown-team = no team "{ $name }"; list the teams with: gridiron teams
app-error-data = the data has problems; fix them, or check with: gridiron validate
app-error-no-tty =
    Playing needs a terminal, where the coaches are asked for their decisions.
    Without one, the computer can play both teams:
    {"  "}gridiron play --humans 0
app-error-dumb-hot-seat = this terminal (TERM is dumb or not set) cannot clear the screen, so one coach's hand would stay in view for the next; play hot-seat in a terminal that can, or against the computer with --humans 1
app-error-no-save-dir = no user data directory to save the game in; give a file with --save FILE
app-error-no-saves = no unfinished game to resume; start one with: gridiron play
app-error-save-read = cannot read the save "{ $path }": { $detail }
app-error-io-not-found = there is no such file
app-error-io-denied = permission denied
app-error-io-full = the disk is full
app-error-io-read-only = the file system is read-only
# Any other reason the system gives, in its own (English) words.
app-error-io-other = the system says: "{ $detail }"
app-error-save-not-text = "{ $path }" is not a gridiron save (it is not text); it was left untouched
app-error-save-malformed = { $place }: the save is damaged or incomplete; it was left untouched
# The TOML reader's own words (English in every language), on a line under the message.
app-error-save-reader-says = the TOML parser says: "{ $detail }"
app-error-save-not-a-decision = { $place }: "{ $decision }" is not a decision (decision { $number } of the save); it was left untouched
app-error-save-seats = { $place }: the save names { $count ->
        [one] one coach
       *[other] { $count } coaches
    }, but the game has { $seats } coaching seats, one coach each; it was left untouched
app-error-save-player = { $place }: the save names the coach "{ $player }", who is neither a person at the keyboard (human:1 to human:{ $seats }) nor a computer coach ({ $coaches }); it was left untouched
app-error-save-same-team = "{ $path }" has the same team at home and away ("{ $team }"); a game needs two different teams, and the file was left untouched
app-error-save-foreign = "{ $path }" is not a gridiron save; it was left untouched
app-error-save-game = "{ $path }" is a save of a game this gridiron does not know ("{ $game }"); it was left untouched
app-error-save-version = "{ $path }" is a save of another gridiron version (format { $found }); it was left untouched
app-error-save-write = cannot save the game to "{ $path }": { $detail }
app-error-save-stopped = The game stops here because it could not be saved; the file keeps the last save that worked.
app-error-save-not-file = "{ $path }" is not a regular file (a folder, a device or a pipe); a save can only be a regular file, and this one was left untouched
app-error-save-too-large = "{ $path }" is larger than a save can be ({ $limit } bytes at most); it was left untouched
app-error-save-too-many = "{ $path }" holds { $count } decisions, more than a game can have ({ $limit } at most); it was left untouched
app-error-save-stream = "{ $path }" was played with another version of the dice (stream { $found }); it was left untouched
app-error-save-data = "{ $path }" holds data that does not pass the data checks, first in its copy of "{ $file }"; it was left untouched:
app-error-save-team = "{ $path }" names the team file "{ $file }", which is not among its data files; it was left untouched
app-error-save-illegal = "{ $path }" does not replay: decision { $number } ({ $seat }) is not allowed at that point of the game; it was left untouched
app-error-save-setup = the game's data cannot be recorded in "{ $path }" (file "{ $file }"); check the team files with: gridiron validate
app-error-save-exists = "{ $path }" already exists and is not a finished gridiron game; choose another file, or overwrite it with --force
app-error-save-readonly = "{ $path }" is read-only; make it writable to continue the game (it was left untouched)
app-error-save-in-use = "{ $path }" is in use by another gridiron; finish or close that game first (the file was left untouched)

## Questions before a game
setup-humans = How many human coaches?
setup-game = Which game?
setup-game-first-and-goal = 1st & Goal
setup-game-battleball = Battleball
setup-humans-option = { $count ->
        [0] none: the computer plays both teams
        [one] 1: you against the computer
        [2] 2: one coach per team
        [3] 3: one team with an offense and a defense coach
       *[other] { $count }: offense and defense coaches on both teams
    }
setup-home = Home team
setup-away = Away team
setup-side-one = Which team do you coach?
setup-side-three = Which team has two coaches (offense and defense)?
setup-side-home = { $team } (home)
setup-side-away = { $team } (away)
setup-share-hands = May partners on one team see each other's hands?
setup-yes = Yes
setup-no = No
setup-rule-turnovers = Turnovers: interceptions and recovery runs
setup-rule-breakaways = Breakaways: three in a row are a touchdown
setup-rule-squib = Squib kick

## Command-line mistakes (src/ui/usage.rs): clap finds them, these word them.
usage-missing-value = { $flag } needs a value
usage-invalid-value = "{ $value }" is not a valid value for { $flag }
usage-unknown-argument = unknown argument "{ $flag }"
usage-unknown-command = unknown command "{ $value }"
usage-missing-argument = missing: { $flag }
usage-missing-command = a command is missing
usage-conflict = { $flag } cannot be used together with { $other }
usage-wrong-count = wrong number of values for { $flag }
usage-invalid-utf8 = the command line is not valid UTF-8
usage-invalid = the command line is not valid
usage-valid-values = possible values: { $values }
usage-did-you-mean = similar: { $suggestion }
usage-line = usage: { $usage }
usage-help = more with --help

## --help (src/ui/cli_help.rs): every command's summary and every argument's help, so --help
## speaks the chosen language; one entry per command and argument.
cli-template = {"{"}about-with-newline{"}"}
    Usage: {"{"}usage{"}"}

    {"{"}all-args{"}"}{"{"}after-help{"}"}
cli-commands = Commands
cli-options = Options
cli-arguments = Arguments
cli-help-flag = Print help
cli-version-flag = Print version
cli-gridiron = Football board games at the terminal: 1st & Goal (cards and dice) and Battleball (with Blood Bowl blocks as an option). Without a command it starts a game (the same as gridiron play).
cli-gridiron-lang = Language: en or de (default: from LC_ALL, LC_MESSAGES, LANG)
cli-gridiron-play = Play a game (asks for whatever the flags leave open; Enter takes the default)
cli-gridiron-play-home = The home team (name, code or file name)
cli-gridiron-play-away = The away team
cli-gridiron-play-humans = Human coaches, 0 to 4 (Battleball: 0 to 2; 0: the computer plays both teams and narrates)
cli-gridiron-play-side = With one human: the team they coach; with three: the team with two coaches (home or away)
cli-gridiron-play-share_hands = Partners on one team may see each other's hands (rule M2): true or false
cli-gridiron-play-optional = Optional rules, comma-separated: turnovers, breakaways, squib (or none); Battleball: advanced, blocks
cli-gridiron-play-seed = The seed; the same seed and the same choices play the same game
cli-gridiron-play-save = Where to keep the autosave (default: the user data directory)
cli-gridiron-play-force = Let --save overwrite a file that is not a finished gridiron game
cli-gridiron-play-coach = The computer coach: a level, easy, normal or hard (the default), or a coach by name: random, heuristic, hybrid or equilibrium; Battleball: random, heuristic, narrow-search, search or reply
cli-gridiron-play-delay = With --humans 0 on a terminal: milliseconds between narrated lines (default 400)
cli-gridiron-play-game = The game: first-and-goal (the default) or battleball
cli-gridiron-play-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory)
cli-gridiron-resume = Continue a saved game (default: the latest unfinished one)
cli-gridiron-resume-file = The save file (default: the latest unfinished game in the user data directory)
cli-gridiron-replay = Print the play-by-play of a saved or finished game
cli-gridiron-replay-file = A save file, finished or not
cli-gridiron-rules = Print a short summary of the rules
cli-gridiron-rules-game = The game: first-and-goal (the default) or battleball
cli-gridiron-rules-optional = The optional rules to explain, comma-separated (all of them when left out, or none)
cli-gridiron-completions = Print a shell completion script
cli-gridiron-completions-shell = The shell: bash, zsh or fish
cli-gridiron-teams = List the loaded teams, or show one team's dice
cli-gridiron-teams-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory; Battleball: only this flag)
cli-gridiron-teams-show = One team's dice and special-teams dice
cli-gridiron-teams-show-name = The team's name, code or file name
cli-gridiron-validate = Check data files and print every problem
cli-gridiron-validate-paths = Data files or directories (default: the shipped data and your team directory; Battleball: the shipped data and --data)
cli-gridiron-validate-format = Output: table (the default), json or csv
cli-gridiron-validate-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory; Battleball: only this flag)
cli-gridiron-sim = Simulate many computer-vs-computer games between two teams
cli-gridiron-sim-home = The home team (name, code or file name); needed for 1st & Goal, Battleball's default is the first shipped team
cli-gridiron-sim-away = The away team; needed for 1st & Goal, Battleball's default is the second shipped team
cli-gridiron-sim-games = How many games to play (default 1000)
cli-gridiron-sim-seed = The seed; the same seed plays the same games (random when left out)
cli-gridiron-sim-home_coach = The home coach: a level, easy, normal or hard, or a coach by name; 1st & Goal: random, heuristic, hybrid or equilibrium (hard, the default); Battleball: random, heuristic, narrow-search, search (the default) or reply
cli-gridiron-sim-away_coach = The away coach, as the home coach
cli-gridiron-sim-jobs = Threads to use (default: one per core)
cli-gridiron-sim-optional = Optional rules to play with, comma-separated: turnovers, breakaways, squib (or none); Battleball: advanced, blocks
cli-gridiron-sim-format = Output: table (the default), json or csv
cli-gridiron-sim-log = Write every game as a replayable save into this directory
cli-gridiron-sim-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory; Battleball: only this flag)
cli-gridiron-season = Simulate a round-robin season and its playoffs; or, with new, play and table, a season you play through
cli-gridiron-season-format = Output: table (the default), json or csv
cli-gridiron-season-plot = Also draw the teams' strength from the season's games as an SVG file
cli-gridiron-season-teams = all (the default), a division, team names or team files
cli-gridiron-season-games_per_pair = Games each pair of teams plays, home and away alternating (default 2)
cli-gridiron-season-seed = The seed; the same seed plays the same season (random when left out)
cli-gridiron-season-coach = The coach of every team: random, heuristic or equilibrium (the default)
cli-gridiron-season-playoff_teams = Teams in the playoffs, rounded down to a power of two (default 8)
cli-gridiron-season-jobs = Threads to use (default: one per core)
cli-gridiron-season-optional = Optional rules to play with, comma-separated: turnovers, breakaways, squib (or none)
cli-gridiron-season-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory)
cli-gridiron-rank = Rank teams by simulated strength
cli-gridiron-rank-teams = all (the default), a division, team names or team files; Battleball: all, team names or codes
cli-gridiron-rank-games_per_pair = Games each pair of teams plays (default 20)
cli-gridiron-rank-seed = The seed; the same seed gives the same ranking (random when left out)
cli-gridiron-rank-coach = The coach of every team: a level, easy, normal or hard, or a coach by name; 1st & Goal: random, heuristic, hybrid or equilibrium (hard, the default); Battleball: random, heuristic, narrow-search, search (the default) or reply
cli-gridiron-rank-jobs = Threads to use (default: one per core)
cli-gridiron-rank-optional = Optional rules to play with, comma-separated: turnovers, breakaways, squib (or none); Battleball: advanced, blocks
cli-gridiron-rank-format = Output: table (the default), json or csv
cli-gridiron-rank-plot = Also draw the strength chart as an SVG file
cli-gridiron-rank-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory; Battleball: only this flag)

## A season you play through
cli-options-value = [OPTIONS]
cli-command-value = COMMAND
cli-gridiron-season-new = Start a season to play through over days: writes a season file
cli-gridiron-season-new-file = The season file to write
cli-gridiron-season-new-teams = all (the default), a division, team names or team files
cli-gridiron-season-new-humans = Teams that people coach at the terminal (names, codes or file names)
cli-gridiron-season-new-games_per_pair = Games each pair of teams plays, home and away alternating (default 2)
cli-gridiron-season-new-coach = The computer's coach: random, heuristic or equilibrium (the default)
cli-gridiron-season-new-playoff_teams = Teams in the playoffs, rounded down to a power of two (default 4)
cli-gridiron-season-new-seed = The seed; the same seed plays the same computer games
cli-gridiron-season-new-optional = Optional rules to play with, comma-separated: turnovers, breakaways, squib (or none)
cli-gridiron-season-new-force = Write over an existing file
cli-gridiron-season-new-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory)
cli-gridiron-season-play = Play the season's next game: the computer's games up to yours, then yours at the terminal
cli-gridiron-season-play-file = The season file
cli-gridiron-season-play-data = A directory of extra team files (default: $GRIDIRON_DATA, else the config directory)
cli-gridiron-season-table = The standings by division, the latest results, the next games and the playoffs
cli-gridiron-season-table-file = The season file
cli-gridiron-season-table-format = Output: table (the default), json or csv
cli-gridiron-sim-plot = Also draw each team's points (Battleball: touchdowns) per game as an SVG chart
cli-gridiron-sim-game = The game: first-and-goal (the default) or battleball
cli-gridiron-teams-game = The game: first-and-goal (the default) or battleball
cli-gridiron-validate-game = The game whose data to check: first-and-goal (the default) or battleball
cli-gridiron-rank-game = The game: first-and-goal (the default) or battleball

## A terminal too small, and the optional rules picked one by one (issue 23)
app-terminal-too-small = This terminal is too small: the game needs { $columns } columns and { $rows } rows. It goes on as soon as the window is that large (Ctrl-C stops it).
setup-optional-pick = Optional rules (Enter switches the marked one on or off)
setup-optional-done = Play with these rules

## Levels of the computer coach (--coach easy|normal|hard; German names are accepted too)
level-easy = easy
level-normal = normal
level-hard = hard
cli-gridiron-rank-coaches = Rank coaches instead of teams, comma-separated: levels (easy, normal, hard) or coaches by name; each pair plays until a sequential test says which is stronger
cli-gridiron-rank-games = With --coaches: the most games each pair of coaches plays (default 1000); then the result is "not clear"
