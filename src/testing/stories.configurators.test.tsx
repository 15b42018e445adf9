/** The stories of the floor configurator and the carbon simulator, as tests (src/testing/storyTests.tsx). */
import { describeStories } from './storyTests';

describeStories('configurators');
