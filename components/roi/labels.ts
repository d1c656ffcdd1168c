import type messages from '@/messages/en.json';

/** The calculator's texts, translated on the server and handed to the client island. */
export type RoiLabels = {
  form: (typeof messages)['RoiCalculator']['form'];
  results: (typeof messages)['RoiCalculator']['results'];
};
