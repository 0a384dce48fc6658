"""The corpus, made once per test run, and what every refusal must show."""

from __future__ import annotations

import re
import resource
import time

import pytest

from .corpus import make_all
from .special import snapshot


@pytest.fixture(scope="session")
def corpus(tmp_path_factory):
    return make_all(tmp_path_factory.mktemp("corpus"))


def peak_mb() -> float:
    """The most memory this process has held (ru_maxrss: KB on Linux)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Refusals:
    """Collects what went wrong across a corpus, so one test reports every bad file at once."""

    SECONDS = 60.0  # not a speed test: only a refusal that hangs (a pipe read for ever, /dev/zero) is caught
    MORE_MB = 300   # nor held in memory

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.start_mb = peak_mb()

    def check(self, name: str, message: str | None, why: str, seconds: float, before: tuple, after: tuple) -> None:
        if message is None:
            self.problems.append(f"{name}: not refused")
        elif not re.search(why, message):
            self.problems.append(f"{name}: {message!r} does not say /{why}/")
        elif "Traceback" in message:
            self.problems.append(f"{name}: a traceback: {message}")
        if seconds > self.SECONDS:
            self.problems.append(f"{name}: took {seconds:.1f} s")
        if before != after:
            self.problems.append(f"{name}: the file changed")

    def done(self) -> None:
        grown = peak_mb() - self.start_mb
        if grown > self.MORE_MB:
            self.problems.append(f"the process grew by {grown:.0f} MB")
        assert not self.problems, "\n".join(self.problems)


def timed(call):  # noqa: ANN001, ANN201 - (result or the exception, seconds)
    t = time.perf_counter()
    try:
        result = call()
    except Exception as e:  # noqa: BLE001 - the caller judges it
        result = e
    return result, time.perf_counter() - t


__all__ = ["Refusals", "corpus", "snapshot", "timed"]
