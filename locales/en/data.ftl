# Problems found in data files (src/data/problem.rs). The location (file:line:column) is
# printed before the message by the caller.

data-io = cannot read the file: { $detail }
data-missing-file = file not found; the game needs it to start
data-duplicate-file = a second "{ $name }": there must be exactly one
data-no-toml-files = no .toml files here; data files end in .toml
data-too-large = the file is larger than { $limit } bytes; no data file needs that much
data-not-utf8 = the text is not valid UTF-8 here; save the file as UTF-8
data-utf16 = the file is UTF-16; save it as UTF-8
data-not-a-file = not a regular file (a pipe, a device or a socket); data files are plain text files
data-fixed-file-as-team = a team directory holds only team files; "{ $name }" is one of the game's own data files, which are built in and cannot be replaced
data-syntax = TOML syntax error: { $detail }
data-invalid = unexpected value: { $detail }
data-unknown-key = unknown key "{ $key }"; expected one of: { $expected }
data-missing-key = the key "{ $key }" is missing
data-unexpected-table = "{ $key }" is a table here, but must be { $expected ->
        [string] a quoted string
        [integer] a whole number
       *[array] a list in [ ]
    }
data-wrong-type = "{ $key }" must be { $expected ->
        [string] a quoted string
        [integer] a whole number
        [array] a list in [ ]
        [table-list] a list of tables, each headed [[{ $key }]]
       *[table] a table
    }
data-empty-text = "{ $key }" must not be empty
data-text-too-long = "{ $key }" is { $found } characters long; at most { $max } fit the screen
data-invisible-character = "{ $key }" contains the control or invisible character { $character }; names may hold only visible characters
data-face-count = die "{ $die }" needs { $expected } faces, found { $found }
data-face-not-integer = die "{ $die }": every face is a whole number of yards, found { $found }
data-face-out-of-range = die "{ $die }": face { $found } is outside { $min }..{ $max }
data-unknown-symbol = die "{ $die }": unknown symbol "{ $symbol }"; expected one of: { $expected }
data-bad-penalty-face = penalty die: "{ $found }" is not a penalty; write yards like "5", "10", or "5A" for an automatic 1st down
data-bad-id = play id "{ $id }" must be lowercase letters, digits and dashes, starting with a letter or digit
data-duplicate-id = play id "{ $id }" is used twice (ids are shared by both decks)
data-unknown-play-kind = "{ $found }" is not a kind of play; expected "run" or "pass"
data-copies-out-of-range = { $found } copies: a play needs { $min } to { $max } cards
data-bad-red-zone = red zone mark { $found }: a card's red zone is 10 or 20 yards from the goal line
data-play-count = the { $deck ->
        [offense] offense
       *[defense] defense
    } deck has { $found } plays; it needs { $min } to { $max }
data-deck-size = the { $deck ->
        [offense] offense
       *[defense] defense
    } deck has { $found } cards; the copies must add up to { $expected }
data-missing-cross-table = offense play "{ $offense_play }" has no [cross.{ $offense_play }] table
data-missing-defense-play = [cross.{ $offense_play }] lacks an entry for defense play "{ $defense_play }"
data-unknown-defense-play = [cross.{ $offense_play }] names "{ $defense_play }", which is no defense play; expected one of: { $expected }
data-unknown-offense-play = [cross.{ $offense_play }]: "{ $offense_play }" is no offense play; expected one of: { $expected }
data-unknown-colour = unknown die colour "{ $colour }"; expected one of: { $expected } (black dice are counted with "black = ")
data-repeated-colour = the { $colour } die is named twice; each colour at most once
data-black-count = { $found } black dice: a cell rolls { $min } to { $max }
data-missing-roll = the special-teams roll "{ $roll }" is missing
data-empty-roll = the special-teams roll "{ $roll }" names no dice
data-too-many-dice = the special-teams roll "{ $roll }" names { $found } dice; a roll adds up at most { $max }
data-too-many-named-dice = { $found } named kicking dice; a file may bring at most { $max }
data-unknown-die = roll "{ $roll }": unknown die "{ $die }"; expected one of: { $expected }
data-named-die-is-colour = a kicking die cannot be called "{ $die }": that is a team die
data-bad-code = team code "{ $code }" must be three capital letters, like "BOS"
data-bad-grammatical-number = grammatical_number "{ $found }" must be "singular" or "plural": whether sentences say "Base wins" or "The Boston Bombers win"
data-missing-die = the { $die } die is missing; a team without "base = " needs all seven dice
data-duplicate-team-name = team name "{ $name }" is already used in { $other_file }
data-duplicate-code = team code "{ $code }" is already used in { $other_file }
data-more-problems = … and { $count ->
        [one] one more problem
       *[other] { $count } more problems
    } in this file, not listed here
data-duplicate-slug = a team file named "{ $slug }" already exists: { $other_file }
data-unknown-base-team = no team "{ $base }" to build on; give a team's name, code or file name
data-base-cycle = the base teams go round in a circle: { $chain }

# Hints under a problem (gridiron validate).
data-hint-did-you-mean = did you mean "{ $suggestion }"?
data-hint-unquote = write the number without quotes: { $number }
data-hint-value-in-table = write it as { $key } = ... under the line [{ $table }], not as a table header
data-hint-value-at-top = write it as { $key } = ... near the top of the file, before any [table] header
data-hint-table-list = each entry starts with a line [[{ $key }]], followed by its keys

# A broken user team file, left out so that the game can go on.
data-skipped-file = warning: { $file } is left out: { $problems ->
        [one] it has a problem; see it with
       *[other] it has { $problems } problems; see them with
    }: gridiron validate { $file }

## Battleball (data/battleball/): the board, positions, formations and teams.
data-bb-number-out-of-range = "{ $key }" is { $found }; it must be from { $min } to { $max }
data-bb-unknown-position = no position "{ $found }"; expected one of: { $expected }
data-bb-duplicate-id = "{ $id }" is named twice; each at most once
data-bb-roster-size = the roster has { $found } players; a team has { $expected }
data-bb-square-off-zone = [{ $row }, { $column }] is no square of the line-up zone
data-bb-square-twice = the square [{ $row }, { $column }] is taken twice
data-bb-formation-short = only { $found } squares for "{ $position }"; the roster has { $expected }
data-bb-bad-square = a square is written [row, column], two whole numbers
data-bb-no-room-to-line-up = the line-up zone cannot hold { $players } players however a coach places them (squares: { $squares }; pairs side by side in a row, one for each Heavy Tackle: { $pairs }; Heavy Tackles: { $heavy })
