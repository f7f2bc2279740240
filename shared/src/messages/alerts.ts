import { coded, type CodedMessage, type MessageParam } from './render';

// ----------------------------------------------------------------------
// An alert's title and reason as coded messages: an alert's kind is its code
// and its stored details (the numbers behind it, docs/decisions/0022-alerts.md)
// its parameters, so every alert stored before the codes words itself too.
// docs/decisions/0040-server-texts-as-codes.md.

export interface AlertForMessages {
  kind: string;
  details: Record<string, MessageParam>;
  topic: { name: string } | null;
  source: { name: string } | null;
  articleCount: number;
}

/** The title and reason of an alert, or null for a kind this catalogue does not know (the stored text shows). */
export function alertMessages(alert: AlertForMessages): { title: CodedMessage; reason: CodedMessage } | null {
  const d = alert.details;
  const topic = alert.topic?.name ?? (typeof d.topic === 'string' ? d.topic : '');
  const source = alert.source?.name ?? (typeof d.source === 'string' ? d.source : '');
  const n = (key: string): MessageParam => d[key] ?? null;
  switch (alert.kind) {
    case 'topic-match':
      return { title: coded('alert.topicMatch', { topic }), reason: coded('alertReason.topicMatch', { count: alert.articleCount }) };
    case 'topic-threshold':
      return {
        title: coded('alert.topicThreshold', { topic, threshold: n('threshold'), hours: n('windowHours') }),
        reason: coded('alertReason.topicThreshold', { count: n('count'), threshold: n('threshold'), hours: n('windowHours') }),
      };
    case 'topic-spike':
      return {
        title: coded('alert.topicSpike', { topic }),
        reason: coded('alertReason.topicSpike', { today: n('today'), mean: n('mean'), sigma: n('sigma'), needed: n('needed') }),
      };
    case 'source-volume':
      return {
        title: coded(d.direction === 'above' ? 'alert.sourceVolumeAbove' : 'alert.sourceVolumeBelow', { source }),
        reason: coded('alertReason.sourceVolume', { recent: n('recentMean'), low: n('low'), high: n('high') }),
      };
    case 'source-silent':
      return {
        title: coded('alert.sourceSilent', { source }),
        reason: coded('alertReason.sourceSilent', { hours: n('silentHours'), gap: n('usualGapHours') }),
      };
    default:
      return null;
  }
}
