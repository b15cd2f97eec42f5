import {
  type AnonymousBackofficeRouteKey,
  type BACKOFFICE_ROUTE_ROLES,
  type BackofficeRouteKey,
  type OperatorSessionReply,
  roleMayCall,
} from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { callApi, setCsrfToken, setUnauthenticatedHandler } from '../lib/api';

type Operator = OperatorSessionReply['operator'];
type GuardedKey = keyof typeof BACKOFFICE_ROUTE_ROLES;

interface SessionState {
  /** undefined while the app asks the API whether a session is open. */
  operator: Operator | null | undefined;
  /** Why the operator was sent back to sign-in (session expired), in their language. */
  notice: string | null;
  signedIn(session: OperatorSessionReply): void;
  signOut(): Promise<void>;
  /** Whether the signed-in role reaches a route: what it cannot do is not shown. */
  may(key: Exclude<BackofficeRouteKey, AnonymousBackofficeRouteKey>): boolean;
}

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [operator, setOperator] = useState<Operator | null | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const end = useCallback(
    (message: string | null) => {
      setCsrfToken(null);
      setOperator(null);
      setNotice(message);
      queryClient.clear();
    },
    [queryClient],
  );

  useEffect(() => {
    setUnauthenticatedHandler((message) => end(message));
    callApi('GET /backoffice/session', { silent401: true }).then(
      (session) => {
        setCsrfToken(session.csrf_token);
        setOperator(session.operator);
      },
      () => setOperator(null),
    );
    return () => setUnauthenticatedHandler(null);
  }, [end]);

  const value = useMemo<SessionState>(
    () => ({
      operator,
      notice,
      signedIn: (session) => {
        setCsrfToken(session.csrf_token);
        setNotice(null);
        setOperator(session.operator);
      },
      signOut: async () => {
        await callApi('DELETE /backoffice/session').catch(() => undefined);
        end(null);
      },
      may: (key: GuardedKey) => (operator ? roleMayCall(operator.role, key) : false),
    }),
    [operator, notice, end],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
