/** A customer keeps at most this many lists, each of at most this many products. */
export const MAX_SAVED_LISTS = 50;
export const MAX_SAVED_LIST_LINES = 200;
export const MAX_LIST_NAME = 100;
