import type { Access } from 'payload'

/** Shared reference data (makes, models, their logos) is public: every dealer site shows it. */
export const anyone: Access = () => true
