import { useState } from 'preact/hooks';
import { ApiError, privateApi, query, type Page } from '../api';
import type { PageProps } from '../page-props';
import { ConfirmButton, ErrorNotice, Field, ListEnd, useCursorList, useLoad, when } from '../ui';

interface Conversation {
  id: string;
  status: string;
  messageCount: number;
  lastMessageAt: string;
  email: string | null;
  name: string | null;
}

interface Message {
  id: string;
  author: string;
  authorName: string | null;
  body: string;
  createdAt: string;
}

export function Conversations() {
  const [status, setStatus] = useState('open');
  const list = useCursorList(
    (cursor) => privateApi<Page<Conversation>>('GET', `/conversations${query({ status, cursor, limit: 25 })}`),
    status,
  );
  return (
    <section>
      <h1>Conversations</h1>
      <label for="cv-status">Show</label>
      <select id="cv-status" value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
        <option value="open">open</option>
        <option value="closed">closed</option>
        <option value="">all</option>
      </select>
      <ErrorNotice error={list.error} />
      <ul class="members">
        {list.items.map((c) => (
          <li key={c.id} class="member">
            <a href={`#/conversations/${c.id}`}>{c.name || c.email || 'A visitor'}</a> — {c.messageCount} message(s),
            last {when(c.lastMessageAt)} · {c.status}
          </li>
        ))}
      </ul>
      <ListEnd list={list} empty="No conversations here." />
    </section>
  );
}

export function ConversationDetail({ params, session }: PageProps) {
  const loaded = useLoad(() => privateApi<Conversation>('GET', `/conversations/${params.id}`), params.id);
  const messages = useCursorList(
    (cursor) =>
      privateApi<Page<Message>>('GET', `/conversations/${params.id}/messages${query({ cursor, limit: 100 })}`),
    params.id,
  );
  const [reply, setReply] = useState('');
  const [error, setError] = useState<ApiError>();
  const send = (event: Event) => {
    event.preventDefault();
    privateApi('POST', `/conversations/${params.id}/messages`, {
      body: reply,
      authorName: session.staff.name || session.store.name,
    }).then(() => {
      setReply('');
      setError(undefined);
      messages.reload();
    }, setError);
  };
  const close = () => privateApi('POST', `/conversations/${params.id}/close`).then(loaded.reload, setError);
  const conversation = loaded.data;
  return (
    <section>
      <h1>Conversation with {conversation?.name || conversation?.email || 'a visitor'}</h1>
      <ErrorNotice error={loaded.error ?? messages.error} />
      <ol class="messages">
        {messages.items.map((m) => (
          <li key={m.id} class={`message message-${m.author}`}>
            <p>
              <strong>{m.authorName || m.author}</strong> · {when(m.createdAt)}
            </p>
            <p class="message-body">{m.body}</p>
          </li>
        ))}
      </ol>
      <ListEnd list={messages} empty="No messages yet." />
      {conversation?.status === 'open' && (
        <>
          <form onSubmit={send} aria-label="Reply">
            <Field label="Your reply" name="body" problems={error?.fieldProblems() ?? {}}>
              {(id, d) => (
                <textarea
                  id={id}
                  required
                  value={reply}
                  aria-describedby={d}
                  onInput={(e) => setReply(e.currentTarget.value)}
                />
              )}
            </Field>
            <button type="submit">Send reply</button>
          </form>
          <ConfirmButton
            label="Close the conversation"
            question="The visitor can still write again later."
            confirmLabel="Yes, close it"
            onConfirm={close}
          />
        </>
      )}
    </section>
  );
}
