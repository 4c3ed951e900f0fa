import { css } from 'lit';

/** Shared look: every colour and font comes from a custom property a page can set (--commerce-*), else the theme. */
export const baseStyles = css`
  :host {
    --p: var(--commerce-primary, var(--_primary, #1f3a5f));
    --on-p: var(--commerce-on-primary, var(--_on-primary, #fff));
    --a: var(--commerce-accent, var(--_accent, #f2a541));
    --on-a: var(--commerce-on-accent, var(--_on-accent, #111));
    --ink: var(--commerce-text, #1b1b1b);
    --muted: var(--commerce-muted, #595959);
    --bg: var(--commerce-background, #fff);
    --line: var(--commerce-border, #c9c9c9);
    --radius: var(--commerce-radius, 6px);
    display: block;
    color: var(--ink);
    background: var(--bg);
    font-family: var(--commerce-font, var(--_font, system-ui, sans-serif));
    font-size: 16px;
    line-height: 1.4;
  }
  * {
    box-sizing: border-box;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
    border: 1px solid var(--p);
    background: var(--bg);
    color: var(--p);
    border-radius: var(--radius);
    padding: 0.5em 1em;
    min-height: 44px;
  }
  button.primary {
    background: var(--p);
    color: var(--on-p);
  }
  button:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  button.link {
    border: 0;
    background: none;
    padding: 0.25em;
    text-decoration: underline;
    min-height: 0;
  }
  input,
  select,
  textarea {
    border: 1px solid #767676;
    border-radius: var(--radius);
    padding: 0.45em 0.6em;
    background: #fff;
    width: 100%;
  }
  :focus-visible {
    outline: 3px solid var(--a);
    outline-offset: 2px;
    box-shadow: 0 0 0 5px var(--p);
  }
  label {
    display: block;
    font-weight: 600;
    margin: 0.5em 0 0.2em;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .error {
    color: #a4001d;
    background: #fff0f1;
    border: 1px solid #a4001d;
    border-radius: var(--radius);
    padding: 0.6em;
    margin: 0.5em 0;
  }
  .ok {
    color: #0b5a2a;
  }
  .muted {
    color: var(--muted);
  }
  .row {
    display: flex;
    gap: 0.5em;
    align-items: end;
    flex-wrap: wrap;
  }
  .row > * {
    flex: 1 1 8em;
  }
  .price {
    font-weight: 700;
  }
  .media {
    aspect-ratio: 1;
    background: #eef1f5;
    border-radius: var(--radius);
    overflow: hidden;
    display: grid;
    place-items: center;
    color: var(--muted);
    font-size: 2.5em;
  }
  .media > * {
    grid-area: 1 / 1;
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .initials {
    font-weight: 600;
    letter-spacing: 0.05em;
    user-select: none;
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
    margin: 0.4em 0;
  }
  dl.totals {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.2em 1em;
    margin: 0.5em 0;
  }
  dl.totals dd {
    margin: 0;
    text-align: right;
  }
  dl.totals .grand {
    font-weight: 700;
  }
`;
