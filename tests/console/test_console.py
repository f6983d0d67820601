"""The console in headless Chromium, page by page, against the real server: publish a
policy and watch it become active, revise it and read the diff, chat as a customer and open
a citation, correct and delete a remembered fact, erase a customer, verify the chain, read
the content gaps, change settings and rotate a key. Each page is checked with axe-core
(WCAG 2 A and AA rules: labels, contrast, names) and a screenshot of it is saved."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import httpx
import pytest
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import Select, WebDriverWait

from discreet.bootstrap import Container
from discreet.services.admin import create_customer, issue_api_key
from discreet.tenancy import Role
from discreet.tenancy.directory import create_tenant
from tests.conftest import client, need_service

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / ".cache" / "console-test" / "axe.min.js"
SHOTS = Path(os.environ.get("DISCREET_CONSOLE_SCREENSHOTS", ROOT / ".cache/console-test/shots"))

POLICY_V1 = b"""# Returns policy

## Return window

You can return any item within 30 days of delivery for a full refund.

## Gift cards

Gift cards cannot be returned.
"""

POLICY_V2 = b"""# Returns policy

## Return window

You can return any item within 45 days of delivery for a full refund.

## Exchanges

Exchanges are free within 45 days.
"""


@pytest.fixture(scope="module")
def tenant(container: Container) -> dict[str, Any]:
    with container.admin_engine.begin() as conn:
        tenant_id = create_tenant(conn, f"console-{uuid4().hex[:10]}")
    customers = {
        name: create_customer(container.engine, tenant_id, external_id=name)
        for name in ("ada-lovelace", "grace-hopper")
    }
    keys = {
        r.value: issue_api_key(container.engine, tenant_id, roles={r}).api_key
        for r in (Role.ADMIN, Role.CONTENT, Role.AGENT, Role.AUDITOR)
    }
    keys["customer"] = issue_api_key(
        container.engine, tenant_id, roles={Role.CUSTOMER}, customer_id=customers["ada-lovelace"]
    ).api_key
    return {"tenant_id": tenant_id, "customers": customers, "keys": keys}


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    binary, driver = shutil.which("chromium"), shutil.which("chromedriver")
    need_service(
        "chromium", bool(binary and driver), "run scripts/console-test-deps.sh (make console-test)"
    )
    need_service("axe-core", AXE.exists(), "run scripts/console-test-deps.sh")
    options = webdriver.ChromeOptions()
    options.binary_location = str(binary)
    for arg in (
        "--headless=new",
        "--no-sandbox",  # the tests run as root
        "--disable-dev-shm-usage",
        "--window-size=1280,1000",
        "--disable-gpu",
    ):
        options.add_argument(arg)
    chrome = webdriver.Chrome(service=Service(str(driver)), options=options)
    chrome.set_page_load_timeout(30)
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield chrome
    chrome.quit()


def wait(browser: WebDriver, until: Callable[[WebDriver], Any], timeout: float = 60) -> Any:
    return WebDriverWait(
        browser, timeout, poll_frequency=0.2, ignored_exceptions=(StaleElementReferenceException,)
    ).until(until)


def find(browser: WebDriver, css: str) -> WebElement:
    element: WebElement = wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, css))
    return element


def text_of(browser: WebDriver, css: str) -> str:
    return str(find(browser, css).text)


def sign_in(browser: WebDriver, server: str, key: str, page: str = "") -> None:
    browser.get("about:blank")  # a fresh load: the old key is gone with the old page
    browser.get(f"{server}/console/#{page}")
    find(browser, "#api-key").send_keys(key)
    find(browser, "#login-form button").click()
    wait(browser, lambda d: d.find_element(By.ID, "nav").is_displayed())
    if page:
        wait(browser, lambda d: d.find_element(By.ID, "page").get_attribute("data-page") == page)


def press(browser: WebDriver, css: str) -> None:
    """Click what `css` finds now, finding it again if a re-render made it stale."""
    wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, css).click() or True)


def click_twice(button: WebElement) -> None:
    """Destructive buttons ask once more: the first press arms them."""
    button.click()
    button.click()


def check_page(browser: WebDriver, name: str) -> None:
    """axe-core finds no serious or critical WCAG 2 A/AA violation; then a screenshot."""
    browser.execute_script(AXE.read_text())
    result = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa']}})"
        ".then(r => done(JSON.stringify(r.violations.map("
        "v => ({id: v.id, impact: v.impact, nodes: v.nodes.length})))))"
        ".catch(e => done(JSON.stringify("
        "[{id: 'axe-error', impact: 'critical', nodes: String(e)}])));"
    )
    violations = [v for v in json.loads(result) if v["impact"] in ("serious", "critical")]
    assert not violations, (name, violations)
    browser.save_screenshot(str(SHOTS / f"{name}.png"))


def test_sign_in_keyboard_and_roles(
    browser: WebDriver, server: str, tenant: dict[str, Any]
) -> None:
    browser.get(f"{server}/console")
    assert browser.current_url.endswith("/console/")
    label = find(browser, "label[for=api-key]")
    assert label.text == "API key"
    check_page(browser, "login")

    find(browser, "#api-key").send_keys("dsk_not-a-real-key")
    find(browser, "#login-form button").click()
    wait(browser, lambda d: "401" in d.find_element(By.ID, "status").text)
    assert not find(browser, "#nav").is_displayed()

    # Keyboard only: Tab to the key field, type, Enter; then Tab reaches the page links.
    browser.get(f"{server}/console/")
    body = find(browser, "body")
    body.send_keys(Keys.TAB)  # the skip link first
    assert browser.switch_to.active_element.get_attribute("class") == "skip"
    field = find(browser, "#api-key")
    field.clear()
    field.send_keys(tenant["keys"]["auditor"], Keys.ENTER)
    wait(browser, lambda d: d.find_element(By.ID, "nav").is_displayed())
    links = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#nav a")]
    assert links == ["Documents", "Audit", "Content gaps"]  # an auditor's pages only
    browser.find_element(By.CSS_SELECTOR, "#nav a[href='#gaps']").send_keys(Keys.ENTER)
    wait(browser, lambda d: d.find_element(By.ID, "page").get_attribute("data-page") == "gaps")

    sign_in(browser, server, tenant["keys"]["admin"])
    links = [a.text for a in browser.find_elements(By.CSS_SELECTOR, "#nav a")]
    assert links == ["Documents", "Conversations", "Memory", "Audit", "Content gaps", "Settings"]
    # Nothing of the key is kept by the browser.
    assert browser.execute_script("return localStorage.length + sessionStorage.length") == 0
    assert browser.get_cookies() == []
    find(browser, "#signout").click()
    wait(browser, lambda d: d.find_element(By.ID, "login").is_displayed())


def _version_state(browser: WebDriver, version: int) -> str:
    rows = browser.find_elements(By.CSS_SELECTOR, "#document-detail tbody tr")
    for row in rows:
        cells = row.find_elements(By.TAG_NAME, "td")
        if cells and cells[0].text == f"v{version}":
            return str(cells[1].text)
    return ""


def test_documents_publish_watch_revise_and_diff(
    browser: WebDriver, server: str, tenant: dict[str, Any], tmp_path: Path
) -> None:
    v1, v2 = tmp_path / "returns.md", tmp_path / "returns-v2.md"
    v1.write_bytes(POLICY_V1)
    v2.write_bytes(POLICY_V2)
    sign_in(browser, server, tenant["keys"]["content"], "documents")
    find(browser, "#upload-file").send_keys(str(v1))
    find(browser, "#upload-title").send_keys("Returns policy")
    find(browser, "#upload-scope").send_keys("returns")
    press(browser, "#upload-form button[type=submit]")
    wait(browser, lambda d: "Returns policy" in d.find_element(By.ID, "documents-list").text)
    press(browser, "#documents-list tbody button")
    # The list polls while a version is in flight; the open document follows it.
    wait(browser, lambda d: _version_state(d, 1) == "active", timeout=120)

    find(browser, "#version-file").send_keys(str(v2))
    press(browser, "#version-form button")
    wait(browser, lambda d: _version_state(d, 2) == "active", timeout=120)
    assert _version_state(browser, 1) == "superseded"
    detail = text_of(browser, "#document-detail")
    assert "returns.md" in detail and "returns-v2.md" in detail  # provenance

    Select(find(browser, "#document-mode")).select_by_visible_text("strict")
    press(browser, "#mode-form button")
    wait(browser, lambda d: "strict" in d.find_element(By.ID, "documents-list").text)
    Select(find(browser, "#diff-from")).select_by_visible_text("v1")
    Select(find(browser, "#diff-to")).select_by_visible_text("v2")
    press(browser, "#diff-form button")
    diff = text_of(browser, "#diff-result")
    assert "Added (1)" in diff and "Returns policy > Exchanges" in diff
    assert "Removed (1)" in diff and "Returns policy > Gift cards" in diff
    assert "− You can return any item within 30 days" in diff
    assert "+ You can return any item within 45 days" in diff
    check_page(browser, "documents")


def test_conversations_chat_as_a_customer_with_citations_and_handoff(
    browser: WebDriver, server: str, tenant: dict[str, Any]
) -> None:
    sign_in(browser, server, tenant["keys"]["admin"], "conversations")
    Select(find(browser, "#chat-customer")).select_by_visible_text("ada-lovelace")
    find(browser, "#chat-start").click()
    wait(browser, lambda d: "Conversation started" in d.find_element(By.ID, "transcript").text)
    find(browser, "#chat-message").send_keys("How many days do I have to return an item?")
    find(browser, "#chat-form button").click()
    summary = find(browser, "#transcript details.citation summary")
    assert "Return window" in summary.text and "(v2)" in summary.text
    summary.click()
    wait(
        browser,
        lambda d: "Returns policy — section" in d.find_element(By.ID, "transcript").text,
    )
    find(browser, "#chat-message").send_keys("I want to talk to a human please")
    find(browser, "#chat-form button").click()
    wait(browser, lambda d: "handed off to a person" in d.find_element(By.ID, "transcript").text)
    find(browser, "#chat-message").send_keys("Do you sell spa gift vouchers for birthdays?")
    find(browser, "#chat-form button").click()
    # No policy covers it: the assistant abstains and hands the conversation over.
    wait(
        browser,
        lambda d: d.find_element(By.ID, "transcript").text.count("handed off to a person") == 2,
    )
    # Reload the page: the handed-off conversations list them, with their transcripts.
    press(browser, "#nav a[href='#memory']")
    press(browser, "#nav a[href='#conversations']")
    wait(browser, lambda d: "ada-lovelace" in d.find_element(By.ID, "handoffs").text)
    press(browser, "#handoffs tbody button")
    wait(
        browser,
        lambda d: "talk to a human" in d.find_element(By.ID, "handoff-transcript").text,
    )
    check_page(browser, "conversations")


def test_memory_correct_suppress_delete_and_erase(
    browser: WebDriver, server: str, tenant: dict[str, Any]
) -> None:
    grace = str(tenant["customers"]["grace-hopper"])
    with client(server, tenant["keys"]["agent"]) as http:
        for key, value in (("channel", "email"), ("hours", "mornings")):
            r = http.post(
                f"/v1/customers/{grace}/memory",
                json={"category": "contact_preference", "key": key, "value": value},
            )
            assert r.status_code == 201, r.text
    sign_in(browser, server, tenant["keys"]["admin"], "memory")
    Select(find(browser, "#memory-customer")).select_by_visible_text("grace-hopper")
    wait(browser, lambda d: "contact_preference / channel" in d.find_element(By.ID, "facts").text)

    def row(key: str) -> WebElement:
        rows = browser.find_elements(By.CSS_SELECTOR, "#facts tbody tr")
        return next(r for r in rows if f"/ {key}" in r.text)

    def press(key: str, label: str, times: int = 1) -> None:
        # The table is drawn anew after each change: find the button again, and retry if
        # it went stale between the finding and the press.
        for _ in range(times):
            wait(browser, lambda d: row(key).find_element(By.XPATH, label).click() or True)

    def revisions(key: str) -> str:
        return str(row(key).find_elements(By.TAG_NAME, "td")[7].text)

    before = revisions("channel")
    value = row("channel").find_element(By.CSS_SELECTOR, "input")
    value.clear()
    value.send_keys("phone")
    press("channel", ".//button[text()='Correct']")
    wait(browser, lambda d: revisions("channel") != before)
    assert row("channel").find_element(By.CSS_SELECTOR, "input").get_attribute("value") == "phone"
    press("hours", ".//button[text()='Suppress']")
    wait(browser, lambda d: "suppressed" in row("hours").text)
    press("hours", ".//button[contains(., 'Delete')]", times=2)
    wait(browser, lambda d: "/ hours" not in d.find_element(By.ID, "facts").text)

    find(browser, "#case-title").send_keys("Refund for grace@example.org")
    find(browser, "#case-form button").click()
    wait(browser, lambda d: "[EMAIL" in d.find_element(By.ID, "cases").text)
    assert "grace@example.org" not in text_of(browser, "#cases")
    check_page(browser, "memory")

    erase = browser.find_element(By.XPATH, "//button[contains(., 'Erase customer')]")
    click_twice(erase)
    report = wait(
        browser,
        lambda d: (
            d.find_element(By.ID, "erasure-report")
            if d.find_element(By.ID, "erasure-report").is_displayed()
            else None
        ),
    )
    assert '"report"' in report.text
    wait(browser, lambda d: "Customer erased" in d.find_element(By.ID, "facts").text)
    options = [o.text for o in browser.find_elements(By.CSS_SELECTOR, "#memory-customer option")]
    assert "grace-hopper" not in options


def test_audit_events_reconstruction_and_chain(
    browser: WebDriver, server: str, tenant: dict[str, Any]
) -> None:
    sign_in(browser, server, tenant["keys"]["auditor"], "audit")
    wait(browser, lambda d: "turn_completed" in d.find_element(By.ID, "audit-events").text)
    find(browser, "#audit-kind").send_keys("turn_completed")
    press(browser, "#audit-filters button")
    wait(browser, lambda d: "session_started" not in d.find_element(By.ID, "audit-events").text)
    press(browser, "#audit-events tbody button")
    wait(browser, lambda d: '"retrieval"' in d.find_element(By.ID, "audit-output").text)
    find(browser, "#verify-chain").click()
    wait(browser, lambda d: '"ok": true' in d.find_element(By.ID, "audit-output").text)
    check_page(browser, "audit")


def test_content_gaps_show_topics(browser: WebDriver, server: str, tenant: dict[str, Any]) -> None:
    sign_in(browser, server, tenant["keys"]["content"], "gaps")
    wait(browser, lambda d: "unanswered question" in d.find_element(By.ID, "gaps").text)
    gaps = text_of(browser, "#gaps")
    assert "spa" in gaps and "voucher" in gaps
    assert "ada-lovelace" not in gaps
    figures = text_of(browser, "#stats")
    assert "turn(s)" in figures and "handed off" in figures
    assert browser.find_elements(By.CSS_SELECTOR, "#stats svg rect")  # the latency bars
    check_page(browser, "gaps")


def test_settings_allow_list_and_key_rotation(
    browser: WebDriver, server: str, tenant: dict[str, Any]
) -> None:
    sign_in(browser, server, tenant["keys"]["admin"], "settings")
    words = find(browser, "#allow-list")
    words.send_keys("Pinecrest Lodge")
    find(browser, "#redaction-settings button").click()
    wait(browser, lambda d: "Version 1: saved." in d.find_element(By.ID, "redaction-settings").text)
    rules = find(browser, "#memory-rules")
    rules.clear()
    rules.send_keys('{"recall_cap": 4}')
    find(browser, "#memory-settings button").click()
    wait(browser, lambda d: "saved" in d.find_element(By.ID, "memory-settings").text)
    rules.clear()
    rules.send_keys('{"recall_cap": 400}')
    find(browser, "#memory-settings button").click()
    wait(browser, lambda d: "recall_cap" in d.find_element(By.ID, "status").text)

    old = tenant["keys"]["customer"]
    rows = browser.find_elements(By.CSS_SELECTOR, "#keys tbody tr")
    customer_row = next(r for r in rows if r.find_elements(By.TAG_NAME, "td")[1].text == "customer")
    customer_row.find_element(By.XPATH, ".//button[text()='Rotate']").click()
    shown = wait(browser, lambda d: d.find_element(By.ID, "new-key").text or None)
    new_key = shown.split(": ", 1)[1]
    assert new_key.startswith("dsk_")
    with httpx.Client(base_url=server) as http:
        bearer = {"Authorization": f"Bearer {old}"}
        assert http.get("/v1/me", headers=bearer).status_code == 401
        assert http.get("/v1/me", headers={"Authorization": f"Bearer {new_key}"}).status_code == 200
    check_page(browser, "settings")


def test_console_load_cost(browser: WebDriver, server: str) -> None:
    """What the console costs a browser: the page and its two files, over loopback, median of
    five fresh loads (written to load.json beside the screenshots)."""
    loads, sizes = [], {}
    for _ in range(5):
        browser.get("about:blank")
        browser.get(f"{server}/console/")
        find(browser, "#api-key")
        timing = browser.execute_script(
            "const n = performance.getEntriesByType('navigation')[0];"
            "const r = performance.getEntriesByType('resource');"
            "return {load: n.loadEventEnd, dom: n.domContentLoadedEventEnd,"
            " html: n.decodedBodySize,"
            " files: r.map(x => [x.name.split('/').pop(), x.decodedBodySize])};"
        )
        loads.append((timing["dom"], timing["load"]))
        sizes = {"index.html": timing["html"], **dict(timing["files"])}
    dom = sorted(x[0] for x in loads)[2]
    load = sorted(x[1] for x in loads)[2]
    figures = {"dom_content_loaded_ms": round(dom, 1), "load_ms": round(load, 1), "bytes": sizes}
    (SHOTS / "load.json").write_text(json.dumps(figures, indent=2))
    print(figures)
    assert sum(sizes.values()) < 80_000 and load < 2000, figures


def test_console_files_carry_a_strict_policy(server: str) -> None:
    with httpx.Client(base_url=server) as http:
        for path in ("/console/", "/console/assets/console.js", "/console/assets/console.css"):
            r = http.get(path)
            assert r.status_code == 200
            csp = r.headers["content-security-policy"]
            assert "script-src 'self'" in csp and "unsafe-inline" not in csp
        assert http.get("/console/assets/secrets.txt").status_code == 404
        assert http.get("/console/assets/index.html").status_code == 404
