import '../core/texts-shop';
import { css, html, nothing } from 'lit';
import { ApiError } from '../core/api';
import type { ConversationMessage, Page } from '../core/types';
import { baseStyles } from './styles';
import { ShopElement } from './shop-element';

const POLL_MS = 5000;

/** `<commerce-chat>`: a chat bubble for the visitor's conversation with the shop (public /conversations). */
export class CommerceChat extends ShopElement {
  static styles = [
    baseStyles,
    css`
      :host {
        position: fixed;
        right: 1em;
        bottom: 1em;
        background: transparent;
        z-index: 10;
      }
      .panel {
        width: min(22em, 90vw);
        background: var(--bg);
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 0.8em;
        margin-bottom: 0.5em;
        box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
      }
      ol {
        list-style: none;
        padding: 0;
        max-height: 14em;
        overflow: auto;
      }
      li {
        margin: 0.3em 0;
      }
    `,
  ];
  static properties = {
    ...ShopElement.properties,
    open: { state: true },
    messages: { state: true },
    error: { state: true },
    draft: { state: true },
    busy: { state: true },
  };

  open = false;
  messages: ConversationMessage[] = [];
  error: unknown = null;
  draft = '';
  busy = false;
  private conversationId: string | null = null;
  private timer?: ReturnType<typeof setInterval>;

  disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.timer);
  }

  private async refresh(): Promise<void> {
    try {
      if (!this.conversationId)
        this.conversationId = (await this.shop.api.get<{ id: string }>('/conversations/current')).id;
      this.messages = (
        await this.shop.api.get<Page<ConversationMessage>>(`/conversations/${this.conversationId}/messages`, {
          limit: 50,
        })
      ).data;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'resource_not_found')) this.error = error;
    }
  }

  private toggle(): void {
    this.open = !this.open;
    clearInterval(this.timer);
    if (this.open) {
      void this.refresh();
      this.timer = setInterval(() => void this.refresh(), POLL_MS);
      void this.updateComplete.then(() => (this.renderRoot.querySelector('textarea') as HTMLElement | null)?.focus());
    }
  }

  private async send(event: Event): Promise<void> {
    event.preventDefault();
    const message = this.draft.trim();
    if (!message) return;
    this.busy = true;
    this.error = null;
    try {
      if (this.conversationId) {
        await this.shop.api.call('POST', `/conversations/${this.conversationId}/messages`, { body: { body: message } });
      } else {
        this.conversationId = (
          await this.shop.api.call<{ id: string }>('POST', '/conversations', { body: { message } })
        ).body.id;
      }
      this.draft = '';
      await this.refresh();
    } catch (error) {
      this.error = error;
    } finally {
      this.busy = false;
    }
  }

  render() {
    if (this.fatal || !this.profile) return nothing;
    const t = this.t;
    return html`${
        this.open
          ? html`<section class="panel" part="chat-panel" aria-labelledby="chat-title">
              <h2 id="chat-title">${t('chat')}</h2>
              <p class="muted">${t('chatIntro')}</p>
              <div role="log" aria-live="polite">
                <ol>
                  ${this.messages.map(
                    (m) => html`<li><strong>${m.author === 'staff' ? t('staff') : t('you')}:</strong> ${m.body}</li>`,
                  )}
                </ol>
              </div>
              <form @submit=${(e: Event) => void this.send(e)}>
                <label for="chat-message">${t('message')}</label>
                <textarea
                  id="chat-message"
                  rows="2"
                  maxlength="4000"
                  .value=${this.draft}
                  @input=${(e: Event) => (this.draft = (e.target as HTMLTextAreaElement).value)}
                ></textarea>
                ${this.errorBox(this.error)}
                <p><button type="submit" class="primary" ?disabled=${this.busy}>${t('send')}</button></p>
              </form>
            </section>`
          : nothing
      }
      <button type="button" class="primary" part="chat-button" aria-expanded=${this.open} @click=${this.toggle}>
        ${this.open ? t('close') : t('chat')}
      </button>`;
  }
}

if (!customElements.get('commerce-chat')) customElements.define('commerce-chat', CommerceChat);

declare global {
  interface HTMLElementTagNameMap {
    'commerce-chat': CommerceChat;
  }
}
