/** For routes that use no service of their own (they answer from the request chain's state, or 501). */
export const noServices = (): undefined => undefined;
