# Online play: `gridiron verify RECORD`, which checks a game played online against its proof.

# The proof holds. $seed is the dice seed, $commitments how many simultaneous choices were
# committed to, $decisions how many decisions the record holds.
online-verify-holds = "{ $path }": the proof holds: the dice seed { $seed } is the one mixed from the host's committed secret and everyone's contributions, and { $commitments ->
        [0] no choices were made at the same time
        [one] the one simultaneous choice is the one committed to
       *[other] all { $commitments } simultaneous choices are the ones committed to
    } ({ $decisions } decisions checked).
online-verify-final-score = Final score: home { $home }, away { $away }.
online-verify-not-over = The game is not over.

# What is broken. Decisions and seats are counted from 1.
online-verify-broken-secret = "{ $path }": the proof is broken: the host's secret is not the one it committed to before anyone joined.
online-verify-broken-seed = "{ $path }": the proof is broken: the record was played with the dice seed { $recorded }, but the host's secret and the contributions make { $mixed }.
online-verify-broken-choice = "{ $path }": the proof is broken: the choice of seat { $seat } at decision { $decision } does not match the hash it sent before the choices were revealed.
online-verify-broken-record = "{ $path }": the proof is broken: the choice seat { $seat } committed to at decision { $decision } is not the decision the record holds there.

# The record cannot be checked.
online-verify-malformed = { $place }: this is not a gridiron online record, or it is damaged
online-verify-no-game = "{ $path }": the online record does not say which game it holds.
online-verify-no-record = "{ $path }": the online record holds no game record to check.
online-verify-unknown-game = "{ $path }" is an online record of a game this gridiron does not know ("{ $game }"); it knows { $games }.
online-verify-no-replay = "{ $path }": the game's record does not replay, so its proof cannot be checked:

## The online shell: hosting, joining, the waiting line.
online-ticket = Send this ticket to your friends; they join with  gridiron join TICKET
    { $ticket }
online-serving = Serving the game. It goes on when every seat is taken; Ctrl-C stops it (resume with gridiron host --resume).
online-host-interrupted = Stopped. The game is saved; host it again with:
    {"  "}gridiron host --resume "{ $path }"
online-join-interrupted = You left the table; your seat is kept for you. Join again with:
    {"  "}gridiron join { $ticket }
online-host-over = The game is over. Its record: { $path }
# After the game's end, while the host waits for people whose connection dropped to come back for
# the record (at most { $seconds } seconds).
online-host-awaiting = Waiting up to { $seconds } seconds for { $names } to come back for the game's record…
online-error-hosting = { $path } has no online game beside it to resume: { $why }
online-error-runtime = The network could not be started: { $why }
online-error-host-task = The game stopped unexpectedly on the host.
online-error-host-gone = The connection to the host is gone.
online-error-gave-up = The host could not be reached for { $minutes } minutes, so this gives up. The same command tries again and takes your seat back.
online-error-ticket = That is not a gridiron ticket. A ticket starts with gridiron1- and is one long word; copy it whole.
online-error-game = The host plays a game this gridiron does not know. Update gridiron and join again.
online-error-relay = --relay wants a URL such as https://relay.example.org, or none: { $why }
online-error-bind = The network could not be opened: { $why }
online-error-connect = The host could not be reached: { $why }
online-error-seat-timeout = --seat-timeout wants seconds, 0 to 86400, not "{ $value }".
online-error-seat = --seat wants a seat number (1, 2, …) or none, not "{ $value }".
online-refused-version = The host speaks protocol version { $theirs }; this gridiron speaks { $ours }. Use the same version of gridiron as the host.
online-refused-ticket = The host does not know this ticket: it is for another game, or the game was hosted again with a new ticket.
online-refused-seat = That seat is taken. Join again and choose another, or watch.
online-refused-over = The game is already over.
online-refused-flood = The host closed the connection: too many messages too fast.
online-refused-other = The host refused a message.
online-lost = Connection lost; reconnecting…
online-lobby = Waiting for players: { $free ->
    [one] one seat is free.
   *[other] { $free } seats are free.
}
online-paused = Game paused: { $name } ({ $seat }) is away.
online-waiting-for = Waiting for { $name } ({ $seat })…
online-waiting-computer = The computer decides for { $seat }…
online-computer-meanwhile = The computer plays for { $name } ({ $seat }) until they are back.
online-said = { $name }: { $text }
online-kept = The game's record and its proof: { $path }
    Check it with  gridiron verify { $path }
online-home = home
online-away = away
online-seat-free = Seat { $seat } ({ $team }): free
online-seat-back = Seat { $seat } ({ $team }): { $name }, yours — take it back
online-seat-watch = Only watch
online-seat-question = Which seat do you take?
cli-gridiron-host = Host a game online and print the ticket for friends to join with
cli-gridiron-host-home = The home team (name, code or file name)
cli-gridiron-host-away = The away team
cli-gridiron-host-humans = People playing, each at their own terminal (the other seats are the computer's)
cli-gridiron-host-side = With one person: the team they coach; with three: the team with two coaches
cli-gridiron-host-share_hands = Partners on one team may see each other's hands (rule M2): true or false
cli-gridiron-host-optional = Optional rules, comma-separated (or none)
cli-gridiron-host-save = Where to keep the game's record (default: the user data directory)
cli-gridiron-host-force = Let --save overwrite a file that is not a finished gridiron game
cli-gridiron-host-coach = The computer coach: easy, normal, hard (the default) or a coach by the name the game gives it
cli-gridiron-host-game = The game, by its id (the default game when left out)
cli-gridiron-host-data = Extra team files: a folder or a file
cli-gridiron-host-resume = Continue a hosted game from its save; the players rejoin with their tickets
cli-gridiron-host-seat = The seat you play (1, 2, …), or none to only serve (default: the first seat a person plays)
cli-gridiron-host-seat_timeout = Seconds a player may be away before the computer plays their seat (default 120)
cli-gridiron-host-relay = A relay of your own (URL), or none for direct connections only (a LAN)
cli-gridiron-host-name = The name the other players see (default: your login name)
cli-gridiron-join = Join a game online by its ticket, as a player or a spectator
cli-gridiron-join-ticket = The ticket the host sent you
cli-gridiron-join-watch = Watch the game as a spectator (what everyone may see, never a hand)
cli-gridiron-join-seat = The seat to take (1, 2, …), without asking
cli-gridiron-join-name = The name the other players see (default: your login name)
cli-gridiron-join-relay = A relay of your own (URL), or none for direct connections only
cli-gridiron-verify = Check a finished online game's record against its commitments
cli-gridiron-verify-record = The record a finished online game left (online-GAME-DATE.toml)
online-lobby-ticket = Your friends join with  gridiron join  and this ticket:
online-proof-swapped = Warning: the host's proof is not the one it committed to when you joined. The record is kept; gridiron verify cannot vouch for this game.
online-lobby-title = Waiting for everyone to take their seats
online-lobby-free = free
online-lobby-you = { $name } (you)
# A person who joined without a name (no --name, no login name), by their seat's number.
online-unnamed = Player { $number }
