export { createOfflineWriter, OFFLINE_WRITER_NAME, writeOffline } from './offline-writer';
export { compose, PHRASE_BANKS } from './compose';
export type { Composition, PartChoice, VariablePart } from './compose';
export type { PhraseBank, ReceiverFacts } from './phrases';
