import { Alert } from './ui/alert';

/** What a form could not show at a field (or that some fields need fixing), above its buttons. */
export function FormAlert({ messages }: { messages: readonly string[] | null }) {
  if (!messages) return null;
  return (
    <Alert tone="warning">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </Alert>
  );
}
