import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../web/src/api/client';
import { createAlertsStore, errorText } from '../../../web/src/app/alerts/alerts-store';

describe('the alerts store', () => {
  it('shows success, danger and warning alerts in the order they came', () => {
    const alerts = createAlertsStore();

    alerts.add({ type: 'success', message: 'Password changed successfully' });
    alerts.add({ type: 'warning', message: 'Check your senders' });
    alerts.add({ type: 'danger', message: 'Forbidden' });

    expect(alerts.getAlerts().map(({ type, message }) => [type, message])).toEqual([
      ['success', 'Password changed successfully'],
      ['warning', 'Check your senders'],
      ['danger', 'Forbidden'],
    ]);
  });

  it('dismisses one alert and keeps the others', () => {
    const alerts = createAlertsStore();
    const first = alerts.add({ type: 'danger', message: 'Forbidden' });
    alerts.add({ type: 'warning', message: 'Check your senders' });

    alerts.dismiss(first);

    expect(alerts.getAlerts().map((alert) => alert.message)).toEqual(['Check your senders']);
  });

  it('clears the alerts on a route change', () => {
    const alerts = createAlertsStore();
    alerts.add({ type: 'danger', message: 'Forbidden' });

    alerts.routeChanged();

    expect(alerts.getAlerts()).toEqual([]);
  });

  it('keeps an alert flagged to show after a redirect through one route change, then clears it', () => {
    const alerts = createAlertsStore();
    alerts.add({ type: 'success', message: 'Password changed successfully', showAfterRedirect: true });
    alerts.add({ type: 'danger', message: 'Forbidden' });

    alerts.routeChanged();
    const afterRedirect = alerts.getAlerts();
    alerts.routeChanged();

    expect(afterRedirect).toEqual([
      expect.objectContaining({ message: 'Password changed successfully', showAfterRedirect: false }),
    ]);
    expect(alerts.getAlerts()).toEqual([]);
  });

  it('reports a failure with its message, or the failure itself when it has none', () => {
    const alerts = createAlertsStore();

    alerts.reportError(new ApiError(404, 'Contact Not Found'));
    alerts.reportError('plain failure');
    alerts.reportError({ message: 'Network Error' });

    expect(alerts.getAlerts().map(({ type, message }) => [type, message])).toEqual([
      ['danger', 'Contact Not Found'],
      ['danger', 'plain failure'],
      ['danger', 'Network Error'],
    ]);
  });

  it('shows the same alert once, keeping its show-after-redirect flag', () => {
    const alerts = createAlertsStore();
    const first = alerts.add({ type: 'danger', message: 'Token expired. Please login again.', showAfterRedirect: true });

    const second = alerts.add({ type: 'danger', message: 'Token expired. Please login again.' });

    expect(second).toBe(first);
    expect(alerts.getAlerts()).toEqual([expect.objectContaining({ showAfterRedirect: true })]);
  });

  it('tells subscribers about changes until they stop listening', () => {
    const alerts = createAlertsStore();
    let calls = 0;
    const stop = alerts.subscribe(() => (calls += 1));

    alerts.add({ type: 'warning', message: 'One' });
    alerts.routeChanged();
    stop();
    alerts.add({ type: 'warning', message: 'Two' });

    expect(calls).toBe(2);
  });

  it('reads the text of any failure', () => {
    expect(errorText(new Error('boom'))).toBe('boom');
    expect(errorText(new TypeError(''))).toBe('TypeError');
    expect(errorText(42)).toBe('42');
  });
});
