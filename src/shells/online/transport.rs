//! The network under online play: iroh endpoints (QUIC, end-to-end encrypted, dialled by the
//! host's key, with hole punching and a relay when no direct path exists), one bidirectional
//! stream per connection, and the ticket that names the host and admits its players.

use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};
use std::str::FromStr;

use iroh::endpoint::{
    presets, Connection, IdleTimeout, QuicTransportConfig, RecvStream, SendStream,
};
use iroh::{Endpoint, EndpointAddr, RelayMode, RelayUrl, SecretKey, TransportAddr};

use gridiron_online::proof::Bytes32;

/// The protocol's name in the QUIC handshake: a peer speaking anything else is not connected.
pub const ALPN: &[u8] = b"gridiron/1";

/// How long a connection may be silent (the transport sends keep-alives more often).
const IDLE: std::time::Duration = std::time::Duration::from_secs(15);

/// Where the endpoint may reach the world.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reach {
    /// iroh's public relays and address lookup: friends on different networks.
    Public,
    /// A relay of one's own, and no public service.
    Relay(String),
    /// Direct addresses only (a LAN), no relay.
    Direct,
    /// 127.0.0.1 only, no relay and no lookup: tests and trials on one machine, which never
    /// reach an outside address.
    Loopback,
}

impl Reach {
    /// From `--relay` (`none` for direct addresses only) and `--loopback`.
    pub fn from_options(relay: Option<&str>, loopback: bool) -> Reach {
        match (loopback, relay) {
            (true, _) => Reach::Loopback,
            (false, None) => Reach::Public,
            (false, Some(url)) if url.eq_ignore_ascii_case("none") => Reach::Direct,
            (false, Some(url)) => Reach::Relay(url.to_string()),
        }
    }
}

/// Why the network could not be set up or reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetError {
    /// `--relay` is not a URL.
    RelayUrl(String),
    /// The endpoint could not bind (the system's words).
    Bind(String),
    /// The host could not be reached (the transport's words).
    Connect(String),
}

/// An endpoint for `reach`, under `secret` (the host keeps its key, so tickets outlive a restart).
pub async fn endpoint(
    reach: &Reach,
    secret: Option<SecretKey>,
    accept: bool,
    port: u16,
) -> Result<Endpoint, NetError> {
    let mut builder = match reach {
        Reach::Public => Endpoint::builder(presets::N0),
        Reach::Relay(url) => {
            let url = RelayUrl::from_str(url).map_err(|e| NetError::RelayUrl(e.to_string()))?;
            Endpoint::builder(presets::Minimal).relay_mode(RelayMode::custom([url]))
        }
        Reach::Direct => Endpoint::builder(presets::Minimal).relay_mode(RelayMode::Disabled),
        Reach::Loopback => Endpoint::builder(presets::Minimal)
            .relay_mode(RelayMode::Disabled)
            .clear_ip_transports()
            .bind_addr(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port))
            .map_err(|e| NetError::Bind(e.to_string()))?,
    };
    if port != 0 && *reach != Reach::Loopback {
        builder = builder
            .bind_addr(SocketAddrV4::new(Ipv4Addr::UNSPECIFIED, port))
            .map_err(|e| NetError::Bind(e.to_string()))?;
    }
    if let Some(secret) = secret {
        builder = builder.secret_key(secret);
    }
    // A player whose terminal was closed is noticed within seconds, not half a minute: the
    // others see the pause, and the player's chair is free to take back.
    if let Ok(idle) = IdleTimeout::try_from(IDLE) {
        builder = builder.transport_config(
            QuicTransportConfig::builder()
                .max_idle_timeout(Some(idle))
                .build(),
        );
    }
    if accept {
        builder = builder.alpns(vec![ALPN.to_vec()]);
    }
    builder
        .bind()
        .await
        .map_err(|e| NetError::Bind(e.to_string()))
}

/// The host's address to put in a ticket: its key, its relay and its direct addresses (on
/// loopback, 127.0.0.1 only). With a relay it waits, briefly, until the relay is known.
pub async fn host_address(endpoint: &Endpoint, reach: &Reach) -> EndpointAddr {
    if matches!(reach, Reach::Public | Reach::Relay(_)) {
        let _ = tokio::time::timeout(std::time::Duration::from_secs(5), endpoint.online()).await;
    }
    let addr = endpoint.addr();
    if *reach == Reach::Loopback {
        let local: Vec<TransportAddr> = addr
            .ip_addrs()
            .filter(|a| a.ip().is_loopback())
            .map(|a| TransportAddr::Ip(*a))
            .collect();
        return EndpointAddr::from_parts(addr.id, local);
    }
    addr
}

/// The UDP port `endpoint` listens on (IPv4), to bind again on resume.
pub fn bound_port(endpoint: &Endpoint) -> u16 {
    endpoint
        .bound_sockets()
        .iter()
        .find(|a| a.is_ipv4())
        .map(|a| a.port())
        .unwrap_or(0)
}

/// A connection to the host, and its one stream.
pub async fn dial(
    endpoint: &Endpoint,
    host: EndpointAddr,
) -> Result<(Connection, SendStream, RecvStream), NetError> {
    let connection = endpoint
        .connect(host, ALPN)
        .await
        .map_err(|e| NetError::Connect(e.to_string()))?;
    let (send, recv) = connection
        .open_bi()
        .await
        .map_err(|e| NetError::Connect(e.to_string()))?;
    Ok((connection, send, recv))
}

/// What a ticket holds: where the host is, and the code that admits a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ticket {
    pub host: EndpointAddr,
    pub code: Bytes32,
}

/// The ticket's first characters: which program, and which version of the ticket.
const TICKET_PREFIX: &str = "gridiron1-";

/// The bytes of an admission code a ticket carries: 128 bits, the rest of the code's 32 bytes
/// zero (`admission_code`).
const CODE_BYTES: usize = 16;

/// A new admission code: 128 random bits, as a ticket carries them.
pub fn admission_code(random: Bytes32) -> Bytes32 {
    let mut code = random;
    code.0[CODE_BYTES..].fill(0);
    code
}

impl Ticket {
    /// The ticket as text to send a friend: the prefix, then base64url of the host's key, the
    /// code and, where no address lookup finds the host by its key (a relay of one's own, a LAN,
    /// loopback), its relay's URL and direct addresses. With the public relays it fits one line.
    pub fn to_text(&self, reach: &Reach) -> String {
        let mut bytes = Vec::new();
        bytes.extend_from_slice(self.host.id.as_bytes());
        bytes.extend_from_slice(&self.code.0[..CODE_BYTES]);
        if *reach != Reach::Public {
            let relay = self
                .host
                .relay_urls()
                .next()
                .map(|url| url.to_string())
                .unwrap_or_default();
            let relay = &relay.as_bytes()[..relay.len().min(255)];
            bytes.push(relay.len() as u8);
            bytes.extend_from_slice(relay);
            for addr in self.host.ip_addrs().take(16) {
                match addr {
                    SocketAddr::V4(v4) => {
                        bytes.push(4);
                        bytes.extend_from_slice(&v4.ip().octets());
                    }
                    SocketAddr::V6(v6) => {
                        bytes.push(6);
                        bytes.extend_from_slice(&v6.ip().octets());
                    }
                }
                bytes.extend_from_slice(&addr.port().to_be_bytes());
            }
        }
        format!(
            "{TICKET_PREFIX}{}",
            data_encoding::BASE64URL_NOPAD.encode(&bytes)
        )
    }

    /// A ticket from its text (spaces and line breaks a chat program added are ignored).
    pub fn from_text(text: &str) -> Option<Ticket> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let body = text.strip_prefix(TICKET_PREFIX)?;
        let bytes = data_encoding::BASE64URL_NOPAD
            .decode(body.as_bytes())
            .ok()?;
        let mut rest = bytes.as_slice();
        let mut take = |n: usize| -> Option<&[u8]> {
            let (head, tail) = rest.split_at_checked(n)?;
            rest = tail;
            Some(head)
        };
        let id: [u8; 32] = take(32)?.try_into().ok()?;
        let id = iroh::PublicKey::from_bytes(&id).ok()?;
        let mut code = [0u8; 32];
        code[..CODE_BYTES].copy_from_slice(take(CODE_BYTES)?);
        let mut addrs = Vec::new();
        if let Some(length) = take(1) {
            let relay = std::str::from_utf8(take(usize::from(*length.first()?))?).ok()?;
            if !relay.is_empty() {
                addrs.push(TransportAddr::Relay(RelayUrl::from_str(relay).ok()?));
            }
        }
        while let Some(kind) = take(1) {
            let ip: std::net::IpAddr = match kind.first()? {
                4 => <[u8; 4]>::try_from(take(4)?).ok()?.into(),
                6 => <[u8; 16]>::try_from(take(16)?).ok()?.into(),
                _ => return None,
            };
            let port = u16::from_be_bytes(take(2)?.try_into().ok()?);
            addrs.push(TransportAddr::Ip(SocketAddr::new(ip, port)));
        }
        Some(Ticket {
            host: EndpointAddr::from_parts(id, addrs),
            code: Bytes32(code),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ticket_reads_back_as_it_was_written() {
        let secret = SecretKey::from_bytes(&[7; 32]);
        let host = EndpointAddr::new(secret.public())
            .with_ip_addr(
                "127.0.0.1:4433"
                    .parse()
                    .unwrap_or(SocketAddr::from(([0; 4], 0))),
            )
            .with_ip_addr("[::1]:9".parse().unwrap_or(SocketAddr::from(([0; 4], 0))));
        let ticket = Ticket {
            host: host.clone(),
            code: admission_code(Bytes32([9; 32])),
        };
        let text = ticket.to_text(&Reach::Direct);
        assert!(text.starts_with("gridiron1-"));
        assert_eq!(Ticket::from_text(&text), Some(ticket.clone()));
        let wrapped = format!("  {}\n{} ", &text[..40], &text[40..]);
        assert_eq!(Ticket::from_text(&wrapped), Some(ticket.clone()));
        // With the public relays the key is enough to find the host: one line of 80 columns.
        let short = ticket.to_text(&Reach::Public);
        assert!(short.len() <= 80, "{short}");
        let read = Ticket::from_text(&short).map(|t| (t.host.id, t.code));
        assert_eq!(read, Some((host.id, ticket.code)));
    }

    #[test]
    fn a_damaged_ticket_is_no_ticket() {
        assert_eq!(Ticket::from_text("gridiron1-AAAA"), None);
        assert_eq!(Ticket::from_text("hello"), None);
        assert_eq!(Ticket::from_text(""), None);
        assert_eq!(Ticket::from_text("gridiron1-!!!"), None);
    }
}
