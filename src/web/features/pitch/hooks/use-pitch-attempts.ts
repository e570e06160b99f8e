/**
 * The person's attempts: on the server when signed in, in this browser otherwise. On
 * sign-in, attempts kept in the browser move to the account (once; then the browser's
 * copy is cleared).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { summarizeAttempt, type PitchAttemptSummary, type PitchResult } from '../../../../contract/pitch';
import { useCurrentUser } from '../../../lib/session';
import {
  createPitchAttempt,
  deletePitchAttempt,
  fetchPitchAudio,
  pitchAttemptQuery,
  pitchAttemptsQuery,
  uploadPitchAudio,
} from '../api';
import { addLocalAttempt, clearLocalAttempts, readLocalAttempts, removeLocalAttempt } from '../local-attempts';

export interface LoadedAttempt {
  id: string;
  title: string;
  result: PitchResult;
  audio?: Blob;
}

export function usePitchAttempts() {
  const me = useCurrentUser();
  const user = me.user;
  const qc = useQueryClient();
  const server = useQuery({ ...pitchAttemptsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const [local, setLocal] = useState(readLocalAttempts);
  const moving = useRef(false);
  const [moved, setMoved] = useState(0);

  // Move the browser's attempts to the account once signed in.
  useEffect(() => {
    if (!user || moving.current) return;
    const pending = readLocalAttempts();
    if (pending.length === 0) return;
    moving.current = true;
    void (async () => {
      let n = 0;
      for (const a of [...pending].reverse()) {
        try {
          await createPitchAttempt({ title: a.title, transcript: a.transcript, feedback: a.feedback, createdAt: a.createdAt });
          removeLocalAttempt(a.id);
          n++;
        } catch {
          break;
        }
      }
      if (readLocalAttempts().length === 0) clearLocalAttempts();
      setLocal(readLocalAttempts());
      setMoved(n);
      moving.current = false;
      await qc.invalidateQueries({ queryKey: ['pitch', 'attempts'] });
    })();
  }, [user, qc]);

  const attempts: PitchAttemptSummary[] = user
    ? (server.data?.attempts ?? [])
    : local.map((a) => summarizeAttempt({ id: a.id, title: a.title, createdAt: a.createdAt, hasAudio: false }, a.analysis));

  const save = useCallback(
    async (title: string, result: PitchResult, audio?: { blob: Blob; name: string }): Promise<string> => {
      if (!user) {
        const a = addLocalAttempt(title, result);
        setLocal(readLocalAttempts());
        return a.id;
      }
      const a = await createPitchAttempt({ title, transcript: result.transcript, feedback: result.feedback });
      if (audio) await uploadPitchAudio(a.id, audio.blob, audio.name);
      await qc.invalidateQueries({ queryKey: ['pitch', 'attempts'] });
      return a.id;
    },
    [user, qc],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!user) {
        removeLocalAttempt(id);
        setLocal(readLocalAttempts());
        return;
      }
      await deletePitchAttempt(id);
      qc.removeQueries({ queryKey: ['pitch', 'attempt', user.id, id] });
      await qc.invalidateQueries({ queryKey: ['pitch', 'attempts'] });
    },
    [user, qc],
  );

  const load = useCallback(
    async (id: string): Promise<LoadedAttempt | null> => {
      if (!user) {
        const a = readLocalAttempts().find((x) => x.id === id);
        return a ? { id: a.id, title: a.title, result: { transcript: a.transcript, analysis: a.analysis, feedback: a.feedback } } : null;
      }
      const a = await qc.fetchQuery(pitchAttemptQuery(user.id, id));
      const audio = a.hasAudio ? await fetchPitchAudio(id).catch(() => undefined) : undefined;
      return {
        id: a.id,
        title: a.title,
        result: { transcript: a.transcript, analysis: a.analysis, feedback: a.feedback ?? { text: '', engineLabel: '' } },
        ...(audio ? { audio } : {}),
      };
    },
    [user, qc],
  );

  return { user, signedIn: Boolean(user), attempts, loading: Boolean(user) && server.isPending, save, remove, load, moved };
}
