# Fehler in Datendateien (src/data/problem.rs). Den Ort (Datei:Zeile:Spalte) setzt der Aufrufer
# vor die Meldung.

data-io = Die Datei lässt sich nicht lesen: { $detail }
data-missing-file = Datei nicht gefunden; ohne sie startet das Spiel nicht
data-duplicate-file = „{ $name }“ gibt es doppelt; erlaubt ist genau eine
data-no-toml-files = Hier liegen keine .toml-Dateien; Datendateien enden auf .toml
data-too-large = Die Datei ist größer als { $limit } Bytes; so groß ist keine Datendatei
data-not-utf8 = Der Text ist hier kein gültiges UTF-8; bitte die Datei als UTF-8 speichern
data-utf16 = Die Datei ist in UTF-16 gespeichert; bitte als UTF-8 speichern
data-not-a-file = Keine gewöhnliche Datei (eine Pipe, ein Gerät oder ein Socket); Datendateien sind einfache Textdateien
data-fixed-file-as-team = In einen Mannschaftsordner gehören nur Mannschaftsdateien; „{ $name }“ ist eine der eigenen Datendateien des Spiels, die eingebaut sind und sich nicht ersetzen lassen
data-syntax = TOML-Syntaxfehler; der TOML-Parser meldet (auf Englisch): { $detail }
data-invalid = Unerwarteter Wert; der TOML-Parser meldet (auf Englisch): { $detail }
data-unknown-key = Unbekannter Schlüssel „{ $key }“; erwartet wird einer von: { $expected }
data-missing-key = Der Schlüssel „{ $key }“ fehlt
data-unexpected-table = „{ $key }“ ist hier eine Tabelle, muss aber { $expected ->
        [string] eine Zeichenkette in Anführungszeichen
        [integer] eine ganze Zahl
       *[array] eine Liste in [ ]
    } sein
data-wrong-type = „{ $key }“ muss { $expected ->
        [string] eine Zeichenkette in Anführungszeichen
        [integer] eine ganze Zahl
        [array] eine Liste in [ ]
        [table-list] eine Liste von Tabellen, jede mit der Kopfzeile [[{ $key }]]
       *[table] eine Tabelle
    } sein
data-empty-text = „{ $key }“ darf nicht leer sein
data-text-too-long = „{ $key }“ ist { $found } Zeichen lang; auf den Bildschirm passen höchstens { $max }
data-invisible-character = „{ $key }“ enthält das Steuer- oder unsichtbare Zeichen { $character }; Namen dürfen nur sichtbare Zeichen enthalten
data-face-count = Der Würfel „{ $die }“ braucht { $expected } Seiten, hat aber { $found }
data-face-not-integer = Würfel „{ $die }“: Jede Seite ist eine ganze Zahl Yards, gefunden: { $found }
data-face-out-of-range = Würfel „{ $die }“: Die Seite { $found } liegt außerhalb von { $min } bis { $max }
data-unknown-symbol = Würfel „{ $die }“: Unbekanntes Symbol „{ $symbol }“; erwartet wird eines von: { $expected }
data-bad-penalty-face = Strafstoßwürfel: „{ $found }“ ist keine Strafe; Yards schreiben, etwa „5“, „10“ oder „5A“ für ein automatisches 1st Down
data-bad-id = Die Spielzug-ID „{ $id }“ darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten und muss mit einem Buchstaben oder einer Ziffer beginnen
data-duplicate-id = Die Spielzug-ID „{ $id }“ kommt doppelt vor (Angriffskarten und Verteidigungskarten teilen sich die IDs)
data-unknown-play-kind = „{ $found }“ ist keine Spielzugart; erwartet wird „run“ oder „pass“
data-copies-out-of-range = { $found } Exemplare: Ein Spielzug braucht { $min } bis { $max } Karten
data-bad-red-zone = Red-Zone-Markierung { $found }: Die Red Zone einer Karte liegt 10 oder 20 Yards vor der Torlinie
data-play-count = { $deck ->
        [offense] Der Stapel der Angriffskarten
       *[defense] Der Stapel der Verteidigungskarten
    } hat { $found } Spielzüge; erlaubt sind { $min } bis { $max }
data-deck-size = { $deck ->
        [offense] Der Stapel der Angriffskarten
       *[defense] Der Stapel der Verteidigungskarten
    } hat { $found } Karten; die Exemplare müssen zusammen { $expected } ergeben
data-missing-cross-table = Zum Angriffszug „{ $offense_play }“ fehlt die Tabelle [cross.{ $offense_play }]
data-missing-defense-play = In [cross.{ $offense_play }] fehlt der Eintrag für den Verteidigungszug „{ $defense_play }“
data-unknown-defense-play = [cross.{ $offense_play }] nennt „{ $defense_play }“, das ist kein Verteidigungszug; erwartet wird einer von: { $expected }
data-unknown-offense-play = [cross.{ $offense_play }]: „{ $offense_play }“ ist kein Angriffszug; erwartet wird einer von: { $expected }
data-unknown-colour = Unbekannte Würfelfarbe „{ $colour }“; erwartet wird eine von: { $expected } (schwarze Würfel zählt „black = “)
data-repeated-colour = Der Würfel „{ $colour }“ steht doppelt da; jede Farbe höchstens einmal
data-black-count = { $found } schwarze Würfel: Ein Feld würfelt { $min } bis { $max }
data-missing-roll = Der Special-Teams-Wurf „{ $roll }“ fehlt
data-empty-roll = Der Special-Teams-Wurf „{ $roll }“ nennt keine Würfel
data-too-many-dice = Der Special-Teams-Wurf „{ $roll }“ nennt { $found } Würfel; ein Wurf zählt höchstens { $max } zusammen
data-too-many-named-dice = { $found } benannte Kick-Würfel; eine Datei darf höchstens { $max } mitbringen
data-unknown-die = Wurf „{ $roll }“: Unbekannter Würfel „{ $die }“; erwartet wird einer von: { $expected }
data-named-die-is-colour = Ein Kick-Würfel darf nicht „{ $die }“ heißen: So heißt ein Mannschaftswürfel
data-bad-code = Das Mannschaftskürzel „{ $code }“ muss aus drei Großbuchstaben bestehen, etwa „BOS“
data-bad-grammatical-number = grammatical_number „{ $found }“ muss „singular“ oder „plural“ sein: ob Sätze „Base gewinnt“ oder „Die Boston Bombers gewinnen“ sagen
data-missing-die = Der Würfel „{ $die }“ fehlt; ein Team ohne „base = “ braucht alle sieben Würfel
data-duplicate-team-name = Der Mannschaftsname „{ $name }“ ist schon vergeben in { $other_file }
data-duplicate-code = Das Mannschaftskürzel „{ $code }“ ist schon vergeben in { $other_file }
data-more-problems = … und { $count ->
        [one] ein weiterer Fehler
       *[other] { $count } weitere Fehler
    } in dieser Datei, hier nicht aufgeführt
data-duplicate-slug = Eine Mannschaftsdatei „{ $slug }“ gibt es schon: { $other_file }
data-unknown-base-team = Kein Team „{ $base }“, auf dem sich aufbauen ließe; Name, Kürzel oder Dateiname eines Teams angeben
data-base-cycle = Die Basis-Teams verweisen im Kreis aufeinander: { $chain }

# Hinweise unter einem Fehler (gridiron validate).
data-hint-did-you-mean = Meintest du „{ $suggestion }“?
data-hint-unquote = Die Zahl ohne Anführungszeichen schreiben: { $number }
data-hint-value-in-table = Als { $key } = ... unter die Zeile [{ $table }] schreiben, nicht als Tabellenkopf
data-hint-value-at-top = Als { $key } = ... oben in die Datei schreiben, vor jede [Tabelle]
data-hint-table-list = Jeder Eintrag beginnt mit einer Zeile [[{ $key }]], darunter seine Schlüssel

# Eine fehlerhafte eigene Mannschaftsdatei bleibt außen vor, damit das Spiel weitergeht.
data-skipped-file = Warnung: { $file } bleibt außen vor: { $problems ->
        [one] Die Datei hat einen Fehler
       *[other] Die Datei hat { $problems } Fehler
    }; anzeigen mit: gridiron validate { $file }

## Battleball (data/battleball/): Spielfeld, Positionen, Aufstellungen und Mannschaften.
data-bb-number-out-of-range = „{ $key }“ ist { $found }, muss aber zwischen { $min } und { $max } liegen
data-bb-unknown-position = Es gibt keine Position „{ $found }“; erwartet wird eine von: { $expected }
data-bb-duplicate-id = „{ $id }“ kommt zweimal vor; jede höchstens einmal
data-bb-roster-size = Der Kader hat { $found } Spieler; eine Mannschaft hat { $expected }
data-bb-square-off-zone = [{ $row }, { $column }] ist kein Feld der Aufstellungszone
data-bb-square-twice = Das Feld [{ $row }, { $column }] ist doppelt belegt
data-bb-formation-short = Nur { $found } Felder für „{ $position }“; der Kader hat { $expected }
data-bb-bad-square = Ein Feld wird als [Reihe, Spalte] geschrieben, zwei ganze Zahlen
data-bb-no-room-to-line-up = Die Aufstellungszone fasst { $players } Spieler nicht, wie auch immer ein Trainer sie setzt (Felder: { $squares }; Paare nebeneinander in einer Reihe, eines je Koloss: { $pairs }; Kolosse: { $heavy })
