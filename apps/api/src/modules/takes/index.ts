import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** A private student's takes and the teacher's feedback on them (README.md in this folder). */
export default defineModule('takes', ['db', 'storage', 'auth'], routes);
export { acceptRawParts } from './raw-parts.ts';
export { deleteTake, type TakesDeps } from './service.ts';
export {
  addRemark,
  listForTeacher,
  markAnswered,
  openTake,
  removeRemark,
  replyAsTeacher,
  setAnswer,
} from './teacher-service.ts';
export { getUpload, putPart, startUpload } from './uploads.ts';
export { takeFilesOfAccount } from './account-files.ts';
export { takesOfMember } from './member-data.ts';
