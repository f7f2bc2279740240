import { useCallback, useSyncExternalStore } from 'react';
import type { Task } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// Spec section 4: tasks start unread and 'Mark all as read' clears the flag
// locally. We keep, per user, the creation time up to which everything was
// read, so the state survives a reload and a task added later is unread.

const PREFIX = 'tasks-read-up-to:';
const listeners = new Set<() => void>();

function read(userId: string): string | null {
  try {
    return localStorage.getItem(PREFIX + userId);
  } catch {
    return null;
  }
}

/** True when the task was created after the user last marked all as read. */
export function isUnread(task: Pick<Task, 'createdAt'>, readUpTo: string | null): boolean {
  return readUpTo === null || Date.parse(task.createdAt) > Date.parse(readUpTo);
}

export function useTaskReads(userId: string | undefined) {
  const readUpTo = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (userId ? read(userId) : null),
  );

  const markAllRead = useCallback(
    (tasks: readonly Pick<Task, 'createdAt'>[]) => {
      if (!userId || tasks.length === 0) return;
      // The newest task's own time, not the clock: a skewed clock cannot hide later tasks.
      const newest = tasks.reduce((max, task) => (Date.parse(task.createdAt) > Date.parse(max) ? task.createdAt : max), tasks[0]!.createdAt);
      try {
        localStorage.setItem(PREFIX + userId, newest);
      } catch {
        // Private mode: nothing to keep.
      }
      listeners.forEach((listener) => listener());
    },
    [userId],
  );

  return { readUpTo, markAllRead };
}
