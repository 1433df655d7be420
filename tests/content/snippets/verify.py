import hashlib
import hmac
import re
import time

TOLERANCE_SECONDS = 300
_HEADER = re.compile(r"^t=(\d+),v1=([0-9a-f]{64})$")


def verify_signature(
    secret: str, header: str, raw_body: bytes, now_seconds: int | None = None
) -> bool:
    """Checks the X-Signature header of a webhook delivery.

    raw_body is the request body exactly as received (bytes), before JSON parsing.
    """
    match = _HEADER.match(header or "")
    if match is None:
        return False
    now = int(time.time()) if now_seconds is None else now_seconds
    if abs(now - int(match.group(1))) > TOLERANCE_SECONDS:
        return False

    signed_payload = match.group(1).encode("ascii") + b"." + raw_body
    expected = hmac.new(secret.encode("utf-8"), signed_payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, match.group(2))
