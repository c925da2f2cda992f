# The program around the game: starting, saving, resuming, replaying, errors (src/ui/play.rs,
# src/main.rs).

app-header = { $home } (home) against { $away } (away), seed { $seed }
app-interrupted = Stopped. The game is saved.
    Continue it with: gridiron resume "{ $path }"
app-closed = The input has closed. The game is saved.
    Continue it with: gridiron resume "{ $path }"
app-finished = The game is saved in "{ $path }".
    Watch it again with: gridiron replay "{ $path }"
app-already-over = The game in "{ $path }" is over.
    Watch it again with: gridiron replay "{ $path }"
app-replay-unfinished = (The game goes on: gridiron resume "{ $path }")

## Errors
app-error-lang = unknown language "{ $lang }"; choose en or de
app-error-humans = "{ $humans }" human coaches: give a number from 0 to 4
app-error-seed = "{ $seed }" is not a seed; give a whole number from 0 to 18446744073709551615
app-error-optional = unknown optional rule "{ $rule }"; choose from turnovers, breakaways, squib (comma-separated)
app-error-coach = unknown computer coach "{ $coach }"; choose random, heuristic or equilibrium
app-error-delay = "{ $delay }" is no delay; give whole milliseconds, such as 400 (0: no pause)
app-error-side = "{ $side }" is no side; choose home or away
app-error-unknown-team = no team "{ $name }"; list the teams with: gridiron teams
app-error-data = the data has problems; fix them, or check with: gridiron validate
app-error-no-tty = playing needs a terminal to ask the coaches; for a computer-against-computer game without one, use: gridiron play --humans 0
app-error-no-save-dir = no user data directory to save the game in; give a file with --save FILE
app-error-no-saves = no unfinished game to resume; start one with: gridiron play
app-error-save-read = cannot read the save "{ $path }": { $detail }
app-error-save-not-text = "{ $path }" is not a gridiron save (it is not text); it was left untouched
app-error-save-malformed = "{ $path }" is damaged or incomplete ({ $detail }); it was left untouched
app-error-save-foreign = "{ $path }" is not a gridiron save; it was left untouched
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
setup-share-hands = May partners on one team see each other's hands?
setup-yes = Yes
setup-no = No
setup-optional = Optional rules (space to pick, Enter to go on)
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
