//! What online play says that no game says for it: network problems, refusals, the seats to
//! choose from, where the record of a finished game was kept.

use gridiron_core::i18n::{arg, Localizer};
use gridiron_core::text::printable;
use gridiron_online::protocol::{
    decode, encode, ChairInfo, Occupant, Refusal, ToClient, ToHost, Want, VERSION,
};
use gridiron_online::record::OnlineRecord;
use iroh::Endpoint;

use super::rejoin::Rejoin;
use super::transport::{dial, NetError, Ticket};
use super::wire::{read_frame, write_frame};
use crate::shells::kit::exit::Failure;
use crate::shells::terminal::screen::Screen;

pub fn net_error(error: &NetError, loc: &Localizer) -> String {
    match error {
        NetError::RelayUrl(why) => {
            loc.text_with("online-error-relay", &[arg("why", printable(why))])
        }
        NetError::Bind(why) => loc.text_with("online-error-bind", &[arg("why", printable(why))]),
        NetError::Connect(why) => {
            loc.text_with("online-error-connect", &[arg("why", printable(why))])
        }
    }
}

pub fn refusal(why: Refusal, version: u32, loc: &Localizer) -> String {
    let id = match why {
        Refusal::Version => {
            return loc.text_with(
                "online-refused-version",
                &[
                    arg("theirs", i64::from(version)),
                    arg("ours", i64::from(VERSION)),
                ],
            )
        }
        Refusal::Ticket => "online-refused-ticket",
        Refusal::SeatTaken => "online-refused-seat",
        Refusal::Over => "online-refused-over",
        Refusal::Flood => "online-refused-flood",
        Refusal::Order
        | Refusal::NotYourTurn
        | Refusal::Illegal
        | Refusal::Commitment
        | Refusal::Malformed => "online-refused-other",
    };
    loc.text(id)
}

/// Keeps a finished game's record and proof beside the saves, and says where and how to check it.
pub fn kept(screen: &Screen, record: &OnlineRecord, loc: &Localizer) {
    let dir = crate::shells::terminal::savefile::save_dir().unwrap_or_default();
    let day = crate::shells::terminal::savefile::today();
    let path = (1..1000)
        .map(|n| {
            let suffix = if n == 1 {
                String::new()
            } else {
                format!("-{n}")
            };
            dir.join(format!("online-{}-{day}{suffix}.toml", record.game))
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| dir.join(format!("online-{}-{day}.toml", record.game)));
    let _ = std::fs::create_dir_all(&dir);
    let stored = crate::shells::kit::files::store_text(&path, &record.to_toml(), loc);
    match stored {
        Ok(()) => screen.say(&format!(
            "\n{}\n",
            loc.text_with("online-kept", &[arg("path", path.display().to_string())])
        )),
        Err(message) => screen.say(&format!("\n{message}\n")),
    }
}

/// Looks at the seats over a first connection and asks which to take: a seat's place, or
/// `None` to watch.
pub fn choose_seat(
    runtime: &tokio::runtime::Runtime,
    endpoint: &Endpoint,
    ticket: &Ticket,
    rejoin: &Rejoin,
    loc: &Localizer,
) -> Result<Option<usize>, Failure> {
    let looked = runtime.block_on(async {
        let (connection, mut send, mut recv) = dial(endpoint, ticket.host.clone()).await?;
        let hello: ToHost<()> = ToHost::Hello {
            version: VERSION,
            code: ticket.code,
            name: String::new(),
            want: Want::Look,
            since: None,
            rejoin: None,
        };
        write_frame(&mut send, &encode(&hello)).await;
        let body = tokio::time::timeout(std::time::Duration::from_secs(20), read_frame(&mut recv))
            .await
            .map_err(|_| NetError::Connect(String::from("timeout")))?
            .map_err(|_| NetError::Connect(String::from("closed")))?;
        connection.close(0u32.into(), b"looked");
        Ok::<_, NetError>(body)
    });
    let body = match looked {
        Ok(body) => body,
        Err(error) => {
            eprintln!("{}", net_error(&error, loc));
            return Err(Failure::Problem);
        }
    };
    let message: ToClient<(), (), (), ()> = decode(&body).map_err(|_| Failure::Problem)?;
    let (game, setup, chairs) = match message {
        ToClient::Welcome {
            game,
            setup,
            chairs,
            ..
        } => (game, setup, chairs),
        ToClient::Refused { why, version } => {
            eprintln!("{}", refusal(why, version, loc));
            return Err(Failure::Problem);
        }
        _ => return Err(Failure::Problem),
    };
    let open: Vec<&ChairInfo> = chairs
        .iter()
        .filter(|c| match &c.who {
            Occupant::Free => true,
            // This person's own chair, away or not yet seen to have left: only its secret,
            // kept from an earlier welcome, takes it back.
            Occupant::Person { .. } => rejoin.secret(c.chair).is_some(),
        })
        .collect();
    let screen = crate::shells::terminal::play::screen(loc);
    let mut options: Vec<String> = open
        .iter()
        .map(|chair| {
            // The chair's seats as the game names them ("Offense, Base"), else its side.
            let team = crate::registry::find(&game)
                .and_then(|entry| (entry.online.chair_name)(&setup, &chair.seats, loc))
                .unwrap_or_else(|| {
                    loc.text(if chair.team == 0 {
                        "online-home"
                    } else {
                        "online-away"
                    })
                });
            let number = (chair.chair + 1) as i64;
            match &chair.who {
                Occupant::Person { name, .. } => loc.text_with(
                    "online-seat-back",
                    &[
                        arg("seat", number),
                        arg("team", team),
                        arg("name", printable(name)),
                    ],
                ),
                Occupant::Free => loc.text_with(
                    "online-seat-free",
                    &[arg("seat", number), arg("team", team)],
                ),
            }
        })
        .collect();
    options.push(loc.text("online-seat-watch"));
    let picked = crate::shells::terminal::questions::one_of(
        &screen,
        loc,
        &loc.text("online-seat-question"),
        &options,
        0,
    )
    .map_err(|_| Failure::Closed)?;
    Ok(open.get(picked).map(|chair| chair.chair))
}
