// The status query lives in lib so that features (registration, home) can read it too.
export * from '../../lib/site-status';
