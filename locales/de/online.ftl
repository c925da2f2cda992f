# Online-Spiel: `gridiron verify AUFZEICHNUNG` prüft ein online gespieltes Spiel gegen seinen Nachweis.

online-verify-holds = „{ $path }“: der Nachweis stimmt: Der Würfel-Startwert { $seed } ist der, den das vorab festgelegte Geheimnis des Gastgebers und die Beiträge aller Mitspieler ergeben, und { $commitments ->
        [0] es gab keine gleichzeitige Wahl
        [one] die eine gleichzeitige Wahl ist die vorab festgelegte
       *[other] alle { $commitments } gleichzeitigen Wahlen sind die vorab festgelegten
    } ({ $decisions } Entscheidungen geprüft).
online-verify-final-score = Endstand: Heim { $home }, Gast { $away }.
online-verify-not-over = Das Spiel ist noch nicht zu Ende.

# Was nicht stimmt. Entscheidungen und Plätze werden ab 1 gezählt.
online-verify-broken-secret = „{ $path }“: der Nachweis stimmt nicht: Das Geheimnis des Gastgebers ist nicht das, auf das er sich festgelegt hat, bevor jemand beitrat.
online-verify-broken-seed = „{ $path }“: der Nachweis stimmt nicht: Die Aufzeichnung wurde mit dem Würfel-Startwert { $recorded } gespielt, aber das Geheimnis des Gastgebers und die Beiträge ergeben { $mixed }.
online-verify-broken-choice = „{ $path }“: der Nachweis stimmt nicht: Die Wahl von Platz { $seat } bei Entscheidung { $decision } passt nicht zu dem Hashwert, den er geschickt hat, bevor die Wahlen aufgedeckt wurden.
online-verify-broken-record = „{ $path }“: der Nachweis stimmt nicht: Die Wahl, auf die sich Platz { $seat } bei Entscheidung { $decision } festgelegt hat, ist nicht die Entscheidung, die die Aufzeichnung dort enthält.

# Die Aufzeichnung lässt sich nicht prüfen.
online-verify-malformed = { $place }: das ist keine Online-Aufzeichnung von gridiron, oder sie ist beschädigt
online-verify-no-game = „{ $path }“: die Online-Aufzeichnung sagt nicht, welches Spiel sie enthält.
online-verify-no-record = „{ $path }“: die Online-Aufzeichnung enthält keine Spielaufzeichnung, die sich prüfen ließe.
online-verify-unknown-game = „{ $path }“ ist die Online-Aufzeichnung eines Spiels, das dieses gridiron nicht kennt („{ $game }“); es kennt { $games }.
online-verify-no-replay = „{ $path }“: die Aufzeichnung des Spiels lässt sich nicht nachspielen, daher lässt sich ihr Nachweis nicht prüfen:
