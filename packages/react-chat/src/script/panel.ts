// Entry of the panel chunk (loaded by widget.js): hands the mount function to the loader
// through an event on this chunk's own <script> element.
import { handBack } from './chunk';
import { mountPanel } from './mount-panel';

handBack(mountPanel);
