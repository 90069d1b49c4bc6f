/** Alert types (docs/product.md, Screens and shell). */
export const ALERT_TYPES = ['success', 'danger', 'warning'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export interface AppAlert {
  readonly id: string;
  readonly type: AlertType;
  readonly message: string;
  /** survives the next route change once (for a message shown after a redirect) */
  readonly showAfterRedirect: boolean;
}

interface NewAlert {
  readonly type: AlertType;
  readonly message: string;
  readonly showAfterRedirect?: boolean;
}

export interface AlertsStore {
  readonly getAlerts: () => readonly AppAlert[];
  readonly subscribe: (listener: () => void) => () => void;
  /** Shows an alert; the same type and text shown twice appear once. Answers its id. */
  readonly add: (alert: NewAlert) => string;
  readonly dismiss: (id: string) => void;
  /** Reports a failure as a danger alert: its message, or the failure itself without one. */
  readonly reportError: (error: unknown, options?: { showAfterRedirect?: boolean }) => string;
  /** The route changed: alerts go, except those flagged to show after a redirect, which only lose the flag. */
  readonly routeChanged: () => void;
  readonly clear: () => void;
}

/** The text of a failure: its message, or the failure itself when it has none (docs/product.md, Screens and shell). */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (error instanceof Error) return error.name;
  return String(error);
}

/** The app's alerts (docs/product.md, Screens and shell): shown in the flashbar, dismissible, cleared on route change. */
export function createAlertsStore(): AlertsStore {
  let alerts: readonly AppAlert[] = [];
  let sequence = 0;
  const listeners = new Set<() => void>();
  const update = (next: readonly AppAlert[]) => {
    alerts = next;
    for (const listener of listeners) listener();
  };

  const store: AlertsStore = {
    getAlerts: () => alerts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add({ type, message, showAfterRedirect = false }) {
      const same = alerts.find((alert) => alert.type === type && alert.message === message);
      if (same) {
        if (showAfterRedirect && !same.showAfterRedirect) {
          update(alerts.map((alert) => (alert === same ? { ...alert, showAfterRedirect } : alert)));
        }
        return same.id;
      }
      sequence += 1;
      const id = `alert-${sequence}`;
      update([...alerts, { id, type, message, showAfterRedirect }]);
      return id;
    },
    dismiss(id) {
      if (alerts.some((alert) => alert.id === id)) update(alerts.filter((alert) => alert.id !== id));
    },
    reportError(error, options = {}) {
      return store.add({ type: 'danger', message: errorText(error), showAfterRedirect: options.showAfterRedirect ?? false });
    },
    routeChanged() {
      if (alerts.length === 0) return;
      update(alerts.filter((alert) => alert.showAfterRedirect).map((alert) => ({ ...alert, showAfterRedirect: false })));
    },
    clear() {
      if (alerts.length > 0) update([]);
    },
  };
  return store;
}
