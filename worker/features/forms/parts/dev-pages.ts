/**
 * A landing page with two forms, served by the forms API outside production so auto-fetch can be
 * tried and tested against the worker's own origin (the sandbox and CI have no internet).
 */
export const LANDING_FIXTURE_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Acme - Talk to sales</title>
<script src="https://js.hsforms.net/forms/v2.js"></script></head>
<body>
<main>
  <h1>Talk to sales</h1>
  <form id="contact-sales" class="hs-form stacked" action="/thanks" method="post">
    <label for="fn">First name <span>*</span></label>
    <input id="fn" name="firstname" type="text" required>
    <label for="ln">Last name</label>
    <input id="ln" name="lastname" type="text">
    <label>Work e-mail <input name="email" type="email" required></label>
    <input name="company" type="text" placeholder="Company">
    <input name="phone" type="tel" aria-label="Phone number">
    <label for="size">Company size</label>
    <select id="size" name="company_size"><option value="">Choose</option><option value="1-10">1-10</option><option value="11-50">11-50</option></select>
    <fieldset><legend>Interested in</legend>
      <label><input type="checkbox" name="interest" value="routing"> Routing</label>
      <label><input type="checkbox" name="interest" value="scheduling"> Scheduling</label>
    </fieldset>
    <textarea name="message" placeholder="How can we help?"></textarea>
    <input type="hidden" name="utm_source" value="ads">
    <button type="submit">Send</button>
  </form>
  <form class="newsletter" action="https://formspree.io/f/abc">
    <input type="email" name="newsletter_email" placeholder="Your e-mail">
    <input type="submit" value="Subscribe">
  </form>
</main>
</body>
</html>`;

/** A page over the 1 MB read cap whose form sits at the top. */
export const largeFixtureHtml = () =>
  `<!doctype html><html><body><form id="big"><input name="email" type="email"></form><p>${'x'.repeat(1024 * 1024 + 10_000)}</p></body></html>`;
