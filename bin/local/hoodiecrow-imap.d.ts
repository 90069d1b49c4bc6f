/** The parts of hoodiecrow-imap (a scriptable IMAP server, no types of its own) the local stack and tests use. */
declare module 'hoodiecrow-imap' {
  import type { EventEmitter } from 'node:events';
  import type { Server } from 'node:net';

  export interface HoodiecrowMessage {
    /** the source, one character per byte (latin1) */
    raw: string;
    uid?: number;
    flags?: string[];
    internaldate?: Date | string;
  }

  export interface HoodiecrowMailbox {
    messages: HoodiecrowMessage[];
    uidvalidity?: number;
    uidnext?: number;
  }

  export interface HoodiecrowConnection {
    server: HoodiecrowServer;
    state: string;
    _notificationCallback: (...args: unknown[]) => void;
    send(response: unknown, description: string, parsed: unknown, data?: unknown): void;
  }

  export interface HoodiecrowParsedCommand {
    tag: string;
    command: string;
    attributes?: { type: string; value: string }[];
  }

  export type HoodiecrowCommandHandler = (
    connection: HoodiecrowConnection,
    parsed: HoodiecrowParsedCommand,
    data: unknown,
    callback: () => void,
  ) => void;

  export interface HoodiecrowServer extends EventEmitter {
    readonly server: Server;
    users: Record<string, { password: string }>;
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: () => void): void;
    getMailbox(path: string): HoodiecrowMailbox | undefined;
    appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): unknown;
    setCommandHandler(command: string, handler: HoodiecrowCommandHandler): void;
  }

  export interface HoodiecrowOptions {
    plugins?: (string | ((server: HoodiecrowServer) => void))[];
    storage?: Record<string, { messages?: HoodiecrowMessage[]; uidvalidity?: number; separator?: string; type?: string }>;
    users?: Record<string, { password: string }>;
    debug?: boolean;
  }

  export default function hoodiecrow(options?: HoodiecrowOptions): HoodiecrowServer;
}
