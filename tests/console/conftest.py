"""The console's browser tests run only under `make console-test` (which installs Debian's
chromium and chromium-driver, Selenium and axe-core first, through
scripts/console-test-deps.sh); `make test` leaves them out."""

from __future__ import annotations

import os

collect_ignore_glob = [] if os.environ.get("DISCREET_CONSOLE_TEST") == "1" else ["test_*.py"]
