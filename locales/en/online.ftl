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
