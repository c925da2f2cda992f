# The game at the terminal: the board, narration of events, and every decision's question and
# options (src/ui/). Team names are proper nouns from the data files; plays are named here.

## Spots and downs
spot-own = own { $yards }
spot-opp = opp { $yards }
spot-midfield = midfield
spot-team = { $code } { $yards }
spot-team-goal = { $code } goal line
# The goal lines themselves: "opp 0" reads like a bug.
spot-own-goal = own goal line
spot-opp-goal = opp goal line
down-distance = { $down ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $down }th
    } & { $to_go }
down-goal = { $down ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $down }th
    } & Goal
down-try = two-point try
half-first = 1st half
half-second = 2nd half
half-overtime = overtime
role-offense = Offense
role-defense = Defense
seat-name = { $role } ({ $team })

## Cards
kind-run = run
kind-pass = pass
kind-against-run = against the run
kind-against-pass = against the pass
card-red-zone = red zone { $mark }
card-not-allowed = { $card }: not playable at the opponent's { $mark } or closer (red zone)
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

# Column heads of the hand chart: at most four letters each.
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
chart-ivory = I
chart-brown = N
chart-yellow = Y
chart-blue = B
chart-green = G
chart-against-defense = vs. defense
chart-against-offense = vs. offense
chart-legend = R red, I ivory, N brown, Y yellow, B blue, G green; the number: black dice
chart-abbreviations = Named as in the column heads: { $plays }
chart-columns-offense = Offense plays: { $plays }
chart-columns-defense = Defense plays: { $plays }

## Dice
die-red = red
die-ivory = ivory
die-brown = brown
die-yellow = yellow
die-blue = blue
die-green = green
die-black = black
die-play = play die
die-referee = referee die
die-penalty = penalty die
# The shared kicking dice of data/special-teams.toml; a team's own kicking die keeps its data name.
die-special-kick = kick die
die-special-punt = punt die
die-special-bounce = bounce die
die-special-squib = squib die
# The play die's empty face; its other faces are symbols printed on the die.
face-blank = blank
die-kicking = { $name } die
effect-x = play broken up: coloured dice count 0
effect-breakaway = breakaway: roll again and add
effect-t = possible turnover: referee die
effect-p = possible penalty: referee and penalty dice
ev-dice-breakaway = Breakaway, rolled again: { $dice }
ev-dice-bounce = Extra bounce: { $dice }
# Optional rule Breakaways (O2); $sums: "5, -1, 4".
ev-breakaway-touchdown = Three BREAKAWAYs in a row (optional rule Breakaways; the rolls: { $sums }): the runner breaks free for a touchdown at once.
effect-ignored = ignored on a re-roll
effect-none = no effect
effect-bounce = extra bounce: roll the bounce die and add
effect-return-x-kickoff = X: touchback
effect-return-x-punt = X: no return yards
effect-return-t = possible fumble: referee die
effect-punt-x = X: blocked punt
effect-punt-t = the kicking team may recover: referee die
effect-punt-hail = out of bounds: no return
effect-sneak-gain = 1 yard and a 1st down
effect-sneak-stopped = no gain
effect-hail-mary = HAIL and MARY: touchdown
effect-hail-alone = HAIL without MARY: incomplete
effect-mary = a touchdown if the play die shows HAIL
effect-blocked = X and X: blocked
effect-block-chance = blocked if the play die shows X too
effect-ref-d = D: penalty on the defense
effect-ref-o = O: penalty on the offense
effect-ref-no-penalty = no penalty
effect-ref-t = T: turnover
effect-ref-t-punt = T: the kicking team recovers
effect-ref-no-turnover = no turnover
effect-5a = A: automatic 1st down
effect-5a-offense = the A counts only against the defense
coin-heads = Heads
coin-tails = Tails
choice-fake = FAKE
choice-kick = KICK
# K7's four outcomes, from the side choosing.
opt-kick-offense = KICK: the kick as usual; 5 yards longer if the defense shows FAKE
opt-fake-offense = FAKE: against KICK a snap without black dice; against FAKE the fake is stopped, the ball changes hands at the spot
opt-kick-defense = KICK: against KICK the kick as usual; against FAKE a snap without your black dice
opt-fake-defense = FAKE: against FAKE the fake is stopped, you take the ball at the spot; against KICK the kick goes 5 yards longer

## The board
board-timeouts = Timeouts: { $home }   { $away }
board-coin-toss = Coin toss before the opening kickoff
board-game-over = Game over
board-kickoff = Kickoff: { $kicking } { $kicking_number ->
        [singular] kicks
       *[plural] kick
    } to { $receiving }
board-try = { $team }: the try after the touchdown
board-penalty = Flag on the snap of { $team }: { $down } at { $spot }
board-penalty-kickoff-return = Flag on the kickoff return of { $team }
board-penalty-punt = Flag on the punt of { $team }
board-penalty-punt-return = Flag on the punt return of { $team }
board-snap-result = { $team }: { $down } at { $spot }, this snap { $result ->
        [gain] gains { $yards } to { $to }
        [loss] loses { $yards } to { $to }
        [turnover] ends in a turnover at { $to }
        [touchdown] goes { $yards } yards for a touchdown
       *[none] gains nothing
    }
board-punt-in-air = Punt: { $kicking } { $kicking_number ->
        [singular] kicks
       *[plural] kick
    } from { $from }, the ball lands at { $landing }
board-situation = { $team } ball: { $down } at { $spot }
board-decks = Cards to draw/in hand/discarded: offense deck { $offense }, defense deck { $defense }
board-log = { $hidden ->
        [0] Since you last looked:
        [one] Since you last looked (one earlier line left out):
       *[other] Since you last looked ({ $hidden } earlier lines left out):
    }
board-log-latest = The latest snap and what followed:
board-log-gap = … { $hidden ->
        [one] one line left out
       *[other] { $hidden } lines left out
    } …
hand-title = Your hand, { $seat }:

## Box score
box-half-time = Half-time
box-final = Final
box-points = Points
box-yards = Yards from scrimmage
box-first-downs = First downs
box-turnovers = Turnovers (fumbles, interceptions)
box-penalties = Penalties
box-punts = Punts
box-field-goals = Field goals made/attempted
box-cards = Cards played (offense+defense)
box-continue = Press Enter to go on
box-final-next = Press Enter for the box score

## Hand-off between coaches
handoff = { $seat }: please take over, then type [{ $key }] and Enter
handoff-partners = { $seat }: please take over, then type [{ $key }] and Enter (your partner on { $team } may watch)
handoff-wrong-key = Only the coach taking over types [{ $key }] and Enter:

## Narration
ev-coin = { $caller } { $caller_number ->
        [singular] calls
       *[plural] call
    } { $call }; the coin shows { $landed }: { $winner } { $winner_number ->
        [singular] wins
       *[plural] win
    } the toss.
ev-receive = { $team } will receive.
ev-defer = { $team } { $team_number ->
        [singular] defers
       *[plural] defer
    } to the second half.
ev-half-started = The { $half } begins.
ev-kickoff = { $team } { $team_number ->
        [singular] kicks
       *[plural] kick
    } off.
ev-kickoff-onside = { $team } { $team_number ->
        [singular] tries
       *[plural] try
    } an onside kick.
ev-kickoff-squib = { $team } { $team_number ->
        [singular] squibs
       *[plural] squib
    } the kickoff.
ev-touchback = Touchback: { $team } { $team_number ->
        [singular] starts at its
       *[plural] start at their
    } own 20.
ev-ball-spotted = { $team } { $team_number ->
        [singular] has
       *[plural] have
    } the ball at { $spot }.
ev-dice = Dice: { $dice }
ev-black-dice = { $count ->
        [one] one black die
       *[other] { $count } black dice
    }
ev-timeout = TIMEOUT { $team } ({ $remaining ->
        [0] none left
        [one] one left
       *[other] { $remaining } left
    }).
ev-timeout-took = { $seat } takes a card back from the discards.
ev-timeout-reshuffled = { $seat } reshuffles the hand into the deck.
ev-timeout-nothing = { $seat } keeps the hand.
ev-call-punt = { $team } { $team_number ->
        [singular] calls
       *[plural] call
    } a punt.
ev-call-field-goal = { $team } { $team_number ->
        [singular] calls
       *[plural] call
    } a field goal.
ev-call-sneak = { $team } { $team_number ->
        [singular] calls
       *[plural] call
    } a QB sneak.
ev-call-hail-mary = { $team } { $team_number ->
        [singular] throws
       *[plural] throw
    } a Hail Mary.
ev-call-kneel = { $team } { $team_number ->
        [singular] kneels
       *[plural] kneel
    }.
ev-revealed = { $offense } against { $defense }: { $dice }.
ev-revealed-fake = Fake: { $offense } against { $defense }: { $dice }.
ev-burned = { $team } { $team_number ->
        [singular] burns
       *[plural] burn
    } a card ({ $play }).
ev-burn-stopped = { $team } { $team_number ->
        [singular] stops
       *[plural] stop
    } the clock.
ev-redrawn = { $team } { $team_number ->
        [singular] { $count ->
            [one] discards one card and draws one
           *[other] discards { $count } cards and draws as many
        }
       *[plural] { $count ->
            [one] discard one card and draw one
           *[other] discard { $count } cards and draw as many
        }
    }.
ev-gained = { $yards ->
        [0] No gain.
        [one] 1 yard for { $team }.
       *[other] { $yards } yards for { $team }.
    }
# E3: the referee die's T takes the ball at the new spot, so the yards are not the offense's.
ev-gained-then-lost = { $team } { $team_number ->
        [singular] loses
       *[plural] lose
    } the ball { $result ->
        [gain] after a { $yards }-yard gain
        [loss] after a { $yards }-yard loss
       *[none] at the line of scrimmage
    }.
ev-lost = { $team } { $team_number ->
        [singular] loses
       *[plural] lose
    } { $yards ->
        [one] 1 yard.
       *[other] { $yards } yards.
    }
ev-ball-moved = Ball at { $spot } ({ $team }).
ev-first-down = 1st down for { $team } at { $spot }!
ev-first-and-goal = 1st & Goal for { $team } at { $spot }!
# A possession starts: "1st & 10 for Base at own 20."
ev-series = { $situation } for { $team } at { $spot }.
ev-next-down = { $down ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $down }th
    } & { $to_go } for { $team } at { $spot }.
ev-penalty = Penalty on { $seat }: { $yards } yards{ $automatic ->
        [yes] , automatic 1st down
       *[no] {""}
    }.
ev-penalty-accepted = { $team } { $team_number ->
        [singular] accepts
       *[plural] accept
    } the penalty.
ev-penalty-declined = { $team } { $team_number ->
        [singular] declines
       *[plural] decline
    } the penalty; the play stands.
ev-turnover = TURNOVER ({ $cause }): { $team } { $team_number ->
        [singular] takes
       *[plural] take
    } over at { $spot }.
ev-scored = { $kind } { $team }, { $points ->
        [one] 1 point
       *[other] { $points } points
    }! { $home_team } { $home } : { $away } { $away_team }
ev-try-extra-point = { $team } { $team_number ->
        [singular] kicks
       *[plural] kick
    } the extra point.
ev-try-two-points = { $team } { $team_number ->
        [singular] goes
       *[plural] go
    } for two from the 2.
ev-extra-point-failed = No extra point for { $team }.
ev-two-point-failed = Two-point conversion failed: no points for { $team }.
ev-fake-kick = Offense { $offense }, defense { $defense }: { $outcome ->
        [plus-five] the kick, 5 yards longer.
        [fake-on] the fake is on, a snap without black dice.
        [fake-stopped] the fake is stopped, the ball changes hands at the spot.
       *[kick] the kick as usual.
    }
ev-kicked = { $team } { $team_number ->
        [singular] kicks
       *[plural] kick
    } { $yards } yards{ $bonus ->
        [0] {""}
       *[other] {" "}({ $rolled } rolled, +{ $bonus } for KICK against FAKE)
    }.
ev-kicked-field-goal = { $team } { $team_number ->
        [singular] kicks
       *[plural] kick
    } { $yards } yards{ $bonus ->
        [0] {""}
       *[other] {" "}({ $rolled } rolled, +{ $bonus } for KICK against FAKE)
    }; the goal line was { $needed } yards away.
ev-onside-short = The onside kick goes { $yards } yards, under the { $needed } it needs: it fails.
ev-onside-no-t = The onside kick goes { $yards } yards, but neither white die shows a T: it fails.
ev-onside-kept = The onside kick goes { $yards } yards, at least { $needed }, and a white die shows a T:
ev-fg-missed = The field goal of { $team } is no good.
ev-blocked = The kick of { $team } is blocked!
ev-fair-catch = Fair catch by { $team }.
ev-kickers-recover = { $team } { $team_number ->
        [singular] recovers its
       *[plural] recover their
    } own kick!
ev-hail-mary-failed = The Hail Mary of { $team } falls incomplete.
ev-half-ended = End of the { $half }.
ev-game-over = Game over: { $winner } { $winner_number ->
        [singular] wins
       *[plural] win
    }. { $home_team } { $home } : { $away } { $away_team }
ev-game-over-tie = Game over: a tie. { $home_team } { $home } : { $away } { $away_team }
cause-fumble = fumble
cause-interception = interception
cause-downs = on downs
cause-blocked-field-goal = blocked field goal
cause-blocked-punt = blocked punt
cause-missed-field-goal = missed field goal
cause-fake-stopped = fake stopped
cause-muffed-punt = muffed punt
cause-kickoff-fumble = fumbled kickoff return
cause-onside = onside kick
score-touchdown = TOUCHDOWN
score-field-goal = FIELD GOAL
score-safety = SAFETY
score-extra-point = Extra point
score-two-points = Two-point conversion

## Questions
prompt-invalid = Please type one of the numbers shown, or Enter for the first.
q-coin = Call the coin toss:
q-receive = You won the toss: receive the opening kickoff, or defer to the second half?
q-kickoff = Your kickoff:
q-kickoff-return = Kickoff: take a touchback at your 20, or run it out?
q-call = Your call for this snap:
q-call-try = Two-point conversion: your call:
q-defense-timeout = Defense: call a timeout before the snap?
q-timeout-action = Timeout: what do you do with your cards?
q-card = Choose your card (secretly):
q-card-fake = The fake is on: choose your card (secretly):
q-penalty = Penalty on { $team }, { $yards } yards{ $automatic ->
        [yes] , automatic 1st down
       *[no] {""}
    }. Accept or decline?
q-run-clock = Completed pass: run the clock by burning the top card of your deck?
q-stop-burn = The offense burns a card: stop the clock with a timeout?
q-burn-from-hand = Your deck is empty: which hand card do you burn?
q-fake-or-kick-punt = Before the punt: FAKE or KICK (secretly)?
q-fake-or-kick-fg = Before the field goal ({ $kick }): FAKE or KICK (secretly)?
q-punt-mode = Punt: roll all punt dice, or replace one with the play die?
q-fair-catch = The punt is down: fair catch where it landed, or return it?
q-try = Touchdown! Extra point or two-point conversion?
q-discard-which = Which card do you discard for it?
q-take-which = Which card do you take back from the discards?
q-redraw-which = Which cards do you discard and redraw?

select-hint = ↑↓ or number

# The key that shows the whole play log at any question (one letter), named in the hint line.
log-key = l
log-key-hint = L whole log
log-title = The play log so far
log-page = Page { $page } of { $pages }: { $last ->
        [yes] ⏎ back to the question
       *[no] ⏎ next page, a letter and ⏎ back to the question
    }
log-empty = Nothing has happened yet.

## Options
opt-receive = Receive
opt-defer = Defer
opt-kickoff-normal = Normal kickoff
opt-kickoff-onside = Onside kick
opt-kickoff-squib = Squib kick
# The chances of each option, from the teams' own dice (display/odds.rs).
opt-kickoff-onside-chance = Onside kick: { $chance }% to keep the ball (at least { $needed } yards and a T)
opt-kickoff-squib-spots = Squib kick: no return, the receivers start at their { $average } on average ({ $low }-{ $high })
opt-touchback = Touchback (ball at your 20)
opt-run-out = Run it out
opt-run-out-chance = Run it out: { $beyond }% to get past your 20, { $fumble }% to fumble (X on the play die: touchback)
opt-normal-play = Normal play (choose a card)
opt-timeout = TIMEOUT ({ $left } left)
opt-punt = Punt
opt-field-goal = Field goal
opt-sneak = QB sneak
opt-sneak-chance = QB sneak: { $chance }% for the 1st down
opt-kneel = Kneel (discard a card, lose a yard)
opt-hail-mary = Hail Mary
opt-redraw = Unplayable hand: discard one or two cards and redraw
opt-redraw-one = Discard { $first }
opt-redraw-two = Discard { $first } and { $second }
opt-discard = Discard { $card }
opt-no-timeout = No timeout
opt-no-run-clock = Do not run the clock
opt-let-burn = Let the card burn
opt-pass = Pass
opt-take-from-discard = A: take a card back from your discards
opt-take = Take { $card }
opt-reshuffle = B: shuffle your hand into the deck and draw as many
opt-nothing = C: nothing
opt-accept-penalty = Accept: ball at the { $spot }, the down is repeated
opt-accept-penalty-first-down = Accept: ball at the { $spot }, 1st down for { $team }
opt-decline-penalty = Decline: the play stands, ball at the { $spot }
opt-burn = Burn { $card }
opt-run-clock = Run the clock (burn the top card)
opt-stop-clock = TIMEOUT to stop the burn ({ $left } left)
opt-punt-all-dice = Kick: roll all { $count } punt dice ({ $low }-{ $high } yards)
opt-punt-replace = Gamble: the play die instead of one { $die } ({ $low }-{ $high }), with { $kept ->
        [0] no other punt die
        [one] one more punt die
       *[other] { $kept } more punt dice
    }: X blocked, BREAKAWAY extra bounce, T the ball may stay yours, P possible penalty, HAIL no return
opt-fair-catch = Fair catch
opt-return = Return the punt
opt-extra-point = Extra point (1)
opt-two-point = Two-point conversion (2)
opt-extra-point-chance = Extra point (1): { $chance }%
opt-two-point-chance = Two-point conversion (2): { $chance }% (every pair of cards counted alike)
opt-help = ? Rules summary and chart legend
help-back = Press Enter to go back to the decision
# The defense hears of the offense's kick dice, not of "your" dice.
opt-field-goal-chance = Field goal: { $yards } yards to the goal line, { $reach ->
        [never] { $viewer ->
            [defense] the offense's kick dice cannot reach it (0%)
           *[offense] your kick dice cannot reach it (0%)
        }
       *[other] { $chance }% with { $viewer ->
            [defense] the offense's kick dice
           *[offense] your kick dice
        }
    }

## Rules summary (gridiron rules, and "?" in every decision)
rules-summary = { rules-general }
    { rules-kicking }
rules-general = 1st & Goal in brief
    • Each snap the offense calls a play, a timeout or a special call; then both coaches pick a card secretly. The chart of the two cards names the dice: coloured dice for the offense, black dice (yards against) for the defense.
    • The play die: X = coloured dice count 0; BREAKAWAY = roll everything again and add (on those re-rolls only BREAKAWAY counts); T = referee die, T there is a turnover; P = referee die D (penalty on the defense) or O (on the offense) and the penalty die (5A: automatic 1st down against the defense); HAIL and blank = nothing.
    • Four downs to gain 10 yards. Punts on 4th down only; punt, field goal and QB sneak (1 yard to go) cost no card; kneeling discards one. Red-zone cards (20, 10) are not played that close to the goal.
    • Field goal: the kick dice must reach the goal line; a miss gives the ball away at the spot. Fake or kick is guessed secretly first.
    • A run burns the deck's top card; after a completed pass the offense may burn one. A timeout stops a burn: take back a card, reshuffle, or nothing.
    • The half ends when the offense has no card left. Hail Mary: last snap, opponent's 35 or closer, HAIL and MARY score.
# Shown alone by "?" at kickoffs, returns, Fake/Kick, punts and the try, where no card is chosen.
rules-kicking = The kicking game (the options name their chances from your dice)
    • Before every punt and field goal both coaches show FAKE or KICK at once. KICK/KICK: the kick as usual. KICK/FAKE: the kick goes 5 yards longer. FAKE/KICK: the fake is on, both play a card, no black dice. FAKE/FAKE: the fake is stopped, the ball changes hands at the spot.
    • Punt: roll all punt dice, or gamble the play die for one of them: X blocked, BREAKAWAY extra bounce, T then T on the referee die the kickers keep the ball, P possible penalty and the punt again, HAIL no return. The receivers fair catch or return it (green die and play die).
    • Kickoff: the receivers take a touchback at their 20 or run it out (return dice and play die; X touchback, T then T fumble). After a score the kickers may try an onside kick from their 30 (red + ivory at least 10 and a T on the play or referee die: they keep it) or, with the optional rule, a squib kick (no return).
    • QB sneak (1 yard to go): HAIL, BREAKAWAY or blank on the play die gain the yard and a 1st down. XX on the referee and play dice blocks a field goal or an extra point; the two-point try is one snap from the 2.

## Online play

online-people = How many people play, each at their own terminal?
online-people-option = { $count ->
        [0] none: the computer coaches both teams
        [one] 1: one team, offense and defense, against the computer
        [2] 2: a team each, offense and defense
        [3] 3: two coaches for one team (offense, defense), one for the other
       *[other] { $count }: a coach for every offense and defense
    }
# A seat in the list of seats and the waiting line.
online-seat-name = { $role }, { $team }
online-say-hint = { $key } say something
online-say-prompt = Say something (Enter sends it; an empty line says nothing)
# What a record's problems are told of, where it is no file of the user's.
online-record = the record
