/**
 * The person's demo progress: on the server when signed in (GET/POST/DELETE
 * /api/demo/progress), in sessionStorage for a visitor. Both follow the same rules
 * (contract/demo.ts `decisionCompletionProblem`); the server is the authority for a
 * signed-in user.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  decisionCompletionProblem,
  EMPTY_DEMO_PROGRESS,
  type CompleteDemoDecisionBody,
  type DemoOverview,
  type DemoProgress,
} from '../../../../contract/demo';
import { useCurrentUser } from '../../../lib/session';
import { completeDecisionOnServer, completeTaskOnServer, demoProgressQuery, resetProgressOnServer } from '../api';
import { clearSessionProgress, readSessionProgress, withDecision, withTask, writeSessionProgress } from '../model/session-progress';

export interface DemoProgressApi {
  progress: DemoProgress;
  /** 'server' for a signed-in person, 'session' for a visitor. */
  keptOn: 'server' | 'session';
  isLoading: boolean;
  isSaving: boolean;
  completeDecision(body: CompleteDemoDecisionBody): Promise<void>;
  completeTask(taskId: string): Promise<void>;
  reset(): Promise<void>;
}

export function useDemoProgress(overview: DemoOverview | undefined): DemoProgressApi {
  const { user, isLoading: userLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const [local, setLocal] = useState<DemoProgress>(readSessionProgress);
  const remote = useQuery({ ...demoProgressQuery(user?.id ?? ''), enabled: Boolean(user) });
  const key = demoProgressQuery(user?.id ?? '').queryKey;
  const onSaved = (p: DemoProgress) => queryClient.setQueryData(key, p);
  const decision = useMutation({ mutationFn: completeDecisionOnServer, onSuccess: onSaved });
  const task = useMutation({ mutationFn: completeTaskOnServer, onSuccess: onSaved });
  const reset = useMutation({ mutationFn: resetProgressOnServer, onSuccess: onSaved });

  // "Sign in to keep it": what a visitor completed in this session moves to the account
  // once they are signed in (completions the account already has are not repeated).
  const carried = useRef(false);
  useEffect(() => {
    if (!user || !remote.data || carried.current) return;
    const visit = readSessionProgress();
    if (!visit.completedDecisions.length && !visit.completedTasks.length) return;
    carried.current = true;
    const have = remote.data;
    void (async () => {
      let latest: DemoProgress | undefined;
      for (const d of visit.completedDecisions) {
        if (have.completedDecisions.some((x) => x.decisionId === d.decisionId)) continue;
        latest = await completeDecisionOnServer({ decisionId: d.decisionId, optionId: d.optionId ?? undefined, ranking: d.ranking ?? undefined }).catch(() => latest);
      }
      for (const t of visit.completedTasks) {
        if (have.completedTasks.some((x) => x.taskId === t.taskId)) continue;
        latest = await completeTaskOnServer(t.taskId).catch(() => latest);
      }
      clearSessionProgress();
      setLocal(EMPTY_DEMO_PROGRESS);
      if (latest) queryClient.setQueryData(demoProgressQuery(user.id).queryKey, latest);
    })();
  }, [user, remote.data, queryClient]);

  const saveLocal = useCallback((next: DemoProgress) => {
    writeSessionProgress(next);
    setLocal(next);
  }, []);

  if (user) {
    return {
      progress: remote.data ?? EMPTY_DEMO_PROGRESS,
      keptOn: 'server',
      isLoading: userLoading || remote.isLoading,
      isSaving: decision.isPending || task.isPending || reset.isPending,
      completeDecision: async (body) => void (await decision.mutateAsync(body)),
      completeTask: async (taskId) => void (await task.mutateAsync(taskId)),
      reset: async () => void (await reset.mutateAsync()),
    };
  }
  return {
    progress: local,
    keptOn: 'session',
    isLoading: userLoading,
    isSaving: false,
    async completeDecision(body) {
      const d = overview?.decisions.find((x) => x.id === body.decisionId);
      if (!d) throw new Error('There is no such decision in the demo.');
      const problem = decisionCompletionProblem(d, body);
      if (problem) throw new Error(problem);
      saveLocal(withDecision(local, d.id, body));
    },
    async completeTask(taskId) {
      if (!overview?.tasks.some((t) => t.id === taskId)) throw new Error('There is no such task in the demo.');
      saveLocal(withTask(local, taskId));
    },
    async reset() {
      clearSessionProgress();
      setLocal(EMPTY_DEMO_PROGRESS);
    },
  };
}
