# Battleball at the terminal (src/battleball/terminal/): names, play-by-play, the board's panel,
# the questions, the opening questions and the errors of `play --game battleball`.

## Positions (data ids) and the letter their labels start with
bb-position-running-back = Running Back
bb-position-tackle = Tackle
bb-position-heavy-tackle = Heavy Tackle
bb-position-linebacker = Linebacker
bb-position-safety = Safety
bb-position-lineman = Lineman
bb-letter-running-back = R
bb-letter-tackle = T
bb-letter-heavy-tackle = H
bb-letter-linebacker = B
bb-letter-safety = S
bb-letter-lineman = L

## Formations (data ids)
bb-formation-wall = wall
bb-formation-spread = spread
bb-formation-wedge = wedge

## Dice: "blue d10", "two yellow d6"
bb-die = { $colour } d{ $sides }
bb-dice-two = two { $colour } d{ $sides }
bb-dice-pair = { $a } and { $b }
bb-period-first = 1st half
bb-period-second = 2nd half
bb-period-overtime = overtime

## Block dice (the blocks option)
bb-face-attacker-down = Attacker Down
bb-face-both-down = Both Down
bb-face-pushed = Pushed
bb-face-defender-stumbles = Defender Stumbles
bb-face-defender-down = Defender Down

## Play-by-play: a line per turn, told as it happens
bb-ev-toss = Coin toss: { $home } { $home_roll }, { $away } { $away_roll }.
bb-ev-first = { $team } { $team_number ->
        [singular] moves
       *[plural] move
    } first.
bb-ev-line-up = Line-up for the { $period }:
bb-ev-line-up-team = { $team }: { $placements }
bb-ev-formation = { $team } in the { $formation } formation
bb-ev-roll = { $player } rolls { $roll } ({ $die })
bb-ev-stood-up = { $player } stands up
bb-ev-malfunction = : doubles, a malfunction, no move
bb-ev-no-move = , but has nowhere to go
bb-ev-moved = , moves to { $square }
bb-ev-picked-up = , picks up the ball
bb-ev-tackle = , tackles { $defender }: { $a } against { $d }
bb-ev-tackle-other = , { $attacker } tackles { $defender }: { $a } against { $d }
bb-ev-injured = , { $player } to the locker room
bb-ev-seriously-injured = , { $player } seriously injured, into the box
bb-ev-took-ball = , { $player } takes the ball
bb-ev-fumble = , { $player } fumbles
bb-ev-hand-off = , hands off to { $to } ({ $dice }): { $fumbled ->
        [yes] equal numbers
       *[no] caught
    }
bb-ev-hand-off-other = , { $from } hands off to { $to } ({ $dice }): { $fumbled ->
        [yes] equal numbers
       *[no] caught
    }
bb-ev-pass = , passes to { $to } over { $distance } squares
bb-ev-pass-other = , { $from } passes to { $to } over { $distance } squares
bb-ev-pass-roll = : receiver { $receiver }, passing die { $passing }
bb-ev-complete = , complete
bb-ev-incomplete = , incomplete
bb-ev-intercepted = , intercepted by { $player }
bb-ev-recovered = , recovered by { $player }
bb-ev-ball-placed = , the ball is put on { $square }
bb-ev-ball-given = , the ball goes to { $player }
bb-ev-end-zone = , runs into the end zone
bb-ev-touchdown = TOUCHDOWN { $team }! { $home }:{ $away }
bb-ev-touchdown-elimination = { $other }: nobody left on the field. TOUCHDOWN { $team }! { $home }:{ $away }
bb-ev-halted-walled = Play is halted: nobody can reach the ball and the end zone any more.
bb-ev-halted-nowhere = Play is halted: the fumbled ball has nowhere to go.
bb-ev-halted-out = Play is halted: the incomplete pass is out of play.
bb-ev-restart = The last two players fell in one tackle: the period starts again.
bb-ev-called = The game is called after { $decisions } decisions (house rule): the score stands.
bb-ev-block = , blocks { $defender }
bb-ev-block-other = , { $attacker } blocks { $defender }
bb-ev-blitz = , blitzes { $defender }
bb-ev-assist = , { $player } assists
bb-ev-block-dice = : strength { $attacker } against { $defender }, block dice { $faces }
bb-ev-block-result = : { $face }
bb-ev-pushed = , { $player } pushed to { $square }
bb-ev-pushed-crowd = , { $player } pushed into the crowd
bb-ev-push-absorbed = , { $player } cannot be pushed anywhere
bb-ev-crowd-injured = , the crowd beats { $player } up: to the locker room
bb-ev-followed-up = , { $player } follows up to { $square }
bb-ev-knocked-down = , { $player } is knocked down
bb-ev-injury-roll = { " " }(injury roll { $roll })
bb-ev-ball-lands = , the ball lands on { $square }
bb-ev-ball-lands-held = , the ball lands on { $square } with { $player }
bb-ev-turnover = , turnover
bb-ev-game-over = Game over: { $team } { $team_number ->
        [singular] wins
       *[plural] win
    }, { $home_team } { $home }:{ $away } { $away_team }.
bb-ev-game-over-tie = Game over: a tie, { $home_team } { $home }:{ $away } { $away_team }.

## The panel beside the board
bb-status-turn = { $team } to move
bb-status-line-up = line-up: { $team }
bb-status-over = game over
bb-status-locker-room = Locker room:
bb-status-box = Box:

## Questions: squares by number, options by letter, players by label
bb-q-roll-off = Roll for who moves first.
bb-opt-roll = Roll the red d20s
bb-q-line-up = Line-up: where does { $player } ({ $label }) stand? Or the whole team in a formation:
bb-q-line-up-one = Line-up: where does { $player } ({ $label }) stand?
bb-q-line-up-done = Line-up
bb-opt-formation = { $formation } formation
bb-q-choose = Which player moves? Type its label.
bb-q-heavy-die = { $player }: which die to move by?
bb-q-tackle-die = { $player }: which die counts in the tackle? (The lower wins.)
bb-q-pass-die = { $player }: which die counts for the catch?
bb-opt-die = { $value }
bb-q-move = { $player } rolled { $roll }: where to?
bb-q-move-heavy = { $player }: where to? (The numbers mark its left square.)
bb-q-move-on = { $player } has the ball and may move on.
bb-q-move-on-blitz = { $player } has blitzed and may move on with the rest of its roll.
bb-q-move-ball = Onto the ball ({ $square }): pick it up and go on.
bb-opt-end-zone = into the end zone: touchdown!
bb-opt-stop = stop here
bb-opt-blitz = blitz { $player }
bb-q-blitz = { $player } stands next to an opponent:
bb-opt-no-blitz = no blitz, stop
bb-q-tackle = A tackle is a must. Which pair?
bb-q-block = A block is a must. Which pair?
bb-opt-tackle = { $attacker } (d{ $a }) tackles { $defender } (d{ $d }): wins { $win }%, loses { $lose }%
bb-opt-block = { $attacker } ({ $a }) blocks { $defender } ({ $d }): { $dice ->
        [1] 1 die
       *[other] { $dice } dice, { $yours ->
            [yes] you pick
           *[no] they pick
        }
    }
bb-q-after-move = { $carrier } has the ball: hand off, pass or end the turn?
bb-q-after-move-pass = { $carrier } has the ball: pass or end the turn?
bb-q-after-move-hand-off = { $carrier } has the ball: hand off or end the turn?
bb-opt-end-turn = end the turn
bb-opt-hand-off = hand-off to { $to }
bb-pass-list = or pass (squares, die):
bb-pass-entry = { $to } { $distance } d{ $die }
bb-q-place-ball = { $player } fumbled. Where do you put the ball? (within two squares)
bb-q-incomplete = The pass to { $player } is incomplete. Put the ball exactly { $distance } squares from it:
bb-opt-give = give it to { $player }
bb-opt-intercept = { $player } intercepts
bb-opt-recover = { $player } recovers
bb-q-block-die = Which block die counts?
bb-q-push = Where is the player pushed back to?
bb-q-follow-up = Follow up into the square left free?
bb-opt-hold = hold the ground
bb-input-square = square number or name (E14)
bb-input-letter = letter
bb-input-label = label ({ $example })
bb-input-or = {" or "}
bb-input = { $kinds }; Enter: { $default }; ?: rules
bb-input-invalid = "{ $typed }" is not on offer; Enter: { $default }; ?: rules

## The rules in brief (?)
bb-rules-summary = Battleball in brief
    • Two touchdowns win. A turn: choose a player, roll its die, move up to the roll (at least one square, never onto a player or carnage); a square next to an opponent ends the move.
    • The Heavy Tackle takes two squares, rolls two yellow d6 and uses one; doubles: no move.
    • If then any of your players stands next to an opponent, one tackle is a must: the lower roll wins, the loser goes to the locker room (a 1: to the box), a tie takes out both. Equal dice around the ball carrier: a fumble.
    • Else a hand-off to a teammate next to the carrier (equal dice: a fumble) or, in the advanced game, a pass: the receiver's die plus the passing die must reach the distance.
    • After a fumble the other coach puts the ball within two squares.
    • Touchdown: from the last row into the end zone, or every opponent tackled off the field.
bb-rules-advanced = The advanced game (--optional advanced)
    • A pass instead of a hand-off, when none of your players stands next to an opponent: from any player to any teammate on the field but not in an end zone whom the pass can reach (its die's highest face plus 6 at least the distance).
    • The distance: squares from the passer to the receiver, the receiver's counted and the passer's not, over players and carnage too.
    • The receiver's die and the brown passing die: equal numbers are a fumble; a total of at least the distance is caught.
    • Else the pass is incomplete: the other coach puts the ball exactly the passing die's number of squares from the receiver; on an opponent of the passer it is intercepted, on an empty square loose, on a teammate recovered.
bb-rules-blocks-summary = Blood Bowl blocks (--optional blocks): every tackle is a block
    • Strength (by default): Heavy Tackle 5, Tackle and Lineman 4, Linebacker and Safety 3, Running Back 2. Assists: each standing teammate next to the opponent in the block and next to no other standing opponent adds 1.
    • Block dice: equal strength rolls 1 die, the stronger side 2, more than twice as strong 3; the coach of the stronger side picks the one that counts: Attacker Down, Both Down, Pushed (two faces), Defender Stumbles (here the same as Defender Down), Defender Down.
    • Push: one square straight away from the attacker, which the attacker's coach picks; onto an empty square if there is one, else onto a player, who is pushed on in turn; off the field only when nothing else is left: the crowd sends the player to the locker room.
    • Follow-up: the attacker may step into the square the defender left.
    • Down: the player lies prone (_), drops the ball, which scatters one square, and rolls its die: a 1 sends it to the box, at most a third of the faces to the locker room, else it stays down. A prone player has no tackle zone, does not tackle, assist or get blocked; chosen, it stands up instead of moving.
    • Blitz: once a turn the moving player may stop next to an opponent, block it for one square of its roll and move on with the rest.
    • An attacker knocked down ends the turn at once (turnover).
bb-help-more = Press Enter for more rules
bb-legend = To answer: the number on a square (or its name, such as E14), a letter from the list or a player's label; Enter takes the default.
    Labels: { $positions }. Capitals: { $home }, small letters: { $away }. ● the ball, ▒▒▒ carnage, × next to an opponent (a move stops there), _ down (blocks), ║ the 20-yard zones, ═ the 50-yard line.

## Starting a game
bb-setup-humans-option = { $count ->
        [0] none: the computer plays both teams
        [one] 1: you against the computer
       *[other] { $count }: one coach per team
    }
bb-setup-game = Which game?
bb-setup-basic = basic game
bb-setup-advanced = advanced game (passing)
bb-setup-blocks = Blood Bowl blocks instead of tackles?
bb-rules-blocks = Blood Bowl blocks
bb-header = Battleball: { $home } (home) against { $away } (away), { $rules }, seed { $seed }

## Errors
bb-error-humans = "{ $humans }" human coaches: Battleball has 0 to 2
bb-error-optional = unknown option "{ $rule }" for Battleball; choose from advanced, blocks (comma-separated), or none
bb-error-coach = unknown computer coach "{ $coach }" for Battleball; choose { $coaches }
bb-error-unknown-team = no Battleball team "{ $name }"; the teams are: { $teams }
bb-error-same-team = choose two different teams
bb-error-save-illegal = "{ $path }" does not replay: decision { $number } ({ $team }) is not allowed at that point of the game; it was left untouched

## The box score at the end
bb-box-continue = Press Enter for the box score
bb-box-final = Final
bb-box-touchdowns = Touchdowns
bb-box-tackles = Tackles
bb-box-tackles-won = {"  "}of which won
bb-box-injuries = Injuries
bb-box-injuries-serious = {"  "}of which serious
bb-box-fumbles = Fumbles
bb-box-hand-offs = Hand-offs
bb-box-passes = Passes
bb-box-passes-complete = {"  "}of which complete
bb-box-passes-intercepted = {"  "}of which intercepted

## Online play (host and join)

# Where a problem lies, in place of a file's name: the setup the host sent, a record given to verify.
bb-online-setup = the host's game
bb-online-record = the game's record
# The talk key at a question: "!: say something".
bb-online-talk = { $key }: say something
bb-online-say = Say something (Enter sends it):
