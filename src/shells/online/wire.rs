//! Frames on a stream: a 4-byte big-endian length, then one message's bytes
//! (`gridiron_online::protocol`). Reading refuses a length past the protocol's limit before
//! reading the body, so a peer cannot make the other side allocate what it likes.

use gridiron_online::protocol::{frame_length, FrameError};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};

/// Why no frame was read.
#[derive(Debug)]
pub enum ReadError {
    /// The stream ended or broke.
    Closed,
    /// The peer sent what no frame may be.
    Frame(FrameError),
}

/// The next frame's body.
pub async fn read_frame<R: AsyncRead + Unpin>(reader: &mut R) -> Result<Vec<u8>, ReadError> {
    let mut prefix = [0u8; 4];
    reader
        .read_exact(&mut prefix)
        .await
        .map_err(|_| ReadError::Closed)?;
    let length = frame_length(prefix).map_err(ReadError::Frame)?;
    let mut body = vec![0u8; length];
    reader
        .read_exact(&mut body)
        .await
        .map_err(|_| ReadError::Closed)?;
    Ok(body)
}

/// Writes one encoded frame (prefix included) and flushes it; `false` when the stream is gone.
pub async fn write_frame<W: AsyncWrite + Unpin>(writer: &mut W, frame: &[u8]) -> bool {
    writer.write_all(frame).await.is_ok() && writer.flush().await.is_ok()
}
