import { useCallback } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Task } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// docs/spec.md §4: tasks start unread and 'Mark all as read' clears the flag
// locally. We keep, per user, the creation time up to which everything was
// read, so the state survives a reload and a task added later is unread.

interface TaskReadsState {
  /** User id to the creation time of the newest task they marked read. */
  readUpTo: Record<string, string>;
  markRead: (userId: string, upTo: string) => void;
}

/** Keeps only well-formed entries of a stored value (a corrupt one reads as nothing read). */
function validReads(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, time]) => typeof time === 'string' && !Number.isNaN(Date.parse(time))));
}

export const useTaskReadsStore = create<TaskReadsState>()(
  persist((set) => ({ readUpTo: {}, markRead: (userId, upTo) => set((state) => ({ readUpTo: { ...state.readUpTo, [userId]: upTo } })) }), {
    name: 'tasks-read-up-to',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    partialize: (state) => ({ readUpTo: state.readUpTo }),
    merge: (persisted, current) => ({ ...current, readUpTo: validReads((persisted as { readUpTo?: unknown } | undefined)?.readUpTo) }),
  }),
);

/** True when the task was created after the user last marked all as read. */
export function isUnread(task: Pick<Task, 'createdAt'>, readUpTo: string | null): boolean {
  return readUpTo === null || Date.parse(task.createdAt) > Date.parse(readUpTo);
}

export function useTaskReads(userId: string | undefined) {
  const readUpTo = useTaskReadsStore((state) => (userId ? (state.readUpTo[userId] ?? null) : null));
  const markRead = useTaskReadsStore((state) => state.markRead);

  const markAllRead = useCallback(
    (tasks: readonly Pick<Task, 'createdAt'>[]) => {
      if (!userId || tasks.length === 0) return;
      // The newest task's own time, not the clock: a skewed clock cannot hide later tasks.
      const newest = tasks.reduce(
        (max, task) => (Date.parse(task.createdAt) > Date.parse(max) ? task.createdAt : max),
        tasks[0]!.createdAt,
      );
      markRead(userId, newest);
    },
    [userId, markRead],
  );

  return { readUpTo, markAllRead };
}
