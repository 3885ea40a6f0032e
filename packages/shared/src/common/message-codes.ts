// Every message the API answers with, and every validation message of the shared schemas, under a stable code
// (docs/decisions/0702-message-codes.md). The English text stays the contract; the code lets a client show the
// message in its reader's language. `{name}` marks a value the message carries (a number, a duration, a field).

export const MESSAGE_TEXTS = {
  // Access
  not_authenticated: 'Authentication credentials were not provided.',
  token_invalid: 'Given token not valid for any token type',
  refresh_invalid: 'Token is invalid or expired',
  no_refresh_token: 'No refresh token available',
  permission_denied: 'You do not have permission to perform this action.',
  subscription_required: 'An active subscription is required to view this content.',
  private_lessons_forbidden: 'You do not have access to private lessons.',
  not_found: 'Not found.',
  route_not_found: 'Route {route} not found.',
  too_many_attempts: 'Too many attempts. Please try again in {after}.',
  maintenance: 'Service is currently under maintenance',
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  server_error: 'Internal server error.',
  bad_request: 'Bad request.',
  invalid_input: 'Invalid input.',
  invalid_input_fields: 'Invalid input. {fields}',
  characters_not_allowed: 'The input contains characters that are not allowed.',
  body_too_large: 'Request body is too large',
  nothing_to_change: 'Nothing to change.',

  // Login and passwords
  invalid_credentials: 'Invalid username/email or password.',
  invalid_reset_link: 'The password reset link is invalid or has expired.',
  passwords_dont_match: "Passwords don't match",
  password_too_short: 'This password is too short. It must contain at least {min} characters.',
  password_numeric: 'This password is entirely numeric.',
  password_too_similar: 'The password is too similar to your personal details.',
  password_same_as_username: 'The password must not be the same as the username.',
  reset_link_sent: 'If an account exists with this email, a password reset link has been sent.',
  password_reset_done: 'Password has been reset successfully. You can now login with your new password.',

  // Fields
  field_blank: 'This field may not be blank.',
  field_required: 'This field is required.',
  invalid_email: 'Enter a valid email address.',
  invalid_username:
    'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  username_taken: 'A user with that username already exists.',
  email_taken: 'A user with that email already exists.',
  accept_terms: 'You must accept the terms and conditions to continue.',
  accept_privacy: 'You must accept the privacy policy to continue.',
  invalid_date: 'Enter a date as YYYY-MM-DD.',
  invalid_web_address: 'Enter a web address starting with https:// (or leave it empty).',
  teacher_name_required: "Enter the teacher's name.",
  choose_a_language: 'Choose at least one language.',
  invalid_file_reference: 'Not a valid file reference.',
  not_a_valid_choice: '"{value}" is not a valid choice.',

  // Registration and payment
  invalid_payment_method: 'Invalid payment method selected',
  registration_disabled: 'Registration is temporarily disabled',
  registration_expired: 'Registration session expired. Please try registering again.',
  already_subscribed: 'This account already has a subscription.',
  subscription_create_failed: 'Failed to create subscription',
  subscription_not_found: 'Subscription not found',
  payment_failed: 'Payment failed',
  payment_processing_failed: 'Payment processing failed',
  payment_execution_failed: 'Payment execution failed',
  paypal_create_failed: 'Failed to create PayPal payment',
  paypal_no_approval_url: 'No approval URL received from PayPal',
  stripe_not_configured: 'Stripe is not configured',
  paypal_not_configured: 'PayPal is not configured',
  delete_not_allowed: 'You are not allowed to delete this user.',
  nothing_to_cancel: 'There is no active subscription to cancel.',
  provider_cancel_failed: 'The payment provider could not cancel the subscription.',
  deactivate_provider_failed:
    'The payment provider could not cancel the subscription, so the member was not deactivated. Try again later.',
  subscription_cancelled: 'Your subscription has been cancelled.',
  cancellation_received:
    'Your cancellation has been received. A confirmation with the date and time has been sent to your e-mail address.',
  invalid_webhook_signature: 'Invalid webhook signature',
  invalid_event: 'Invalid event',

  // Profile
  profile_not_found: 'Profile not found.',
  not_an_image: 'Upload a JPEG, PNG, WebP or GIF image.',
  image_too_large: 'The image must be at most 5 MB.',
  image_missing: 'Send the image as multipart form data in the field profile_image.',

  // Courses, media, practice
  course_not_found: 'Course not found',
  chapter_not_found: 'Chapter not found',
  track_not_found: 'Backing track not found',
  upcoming_not_found: 'Upcoming course not found',
  file_not_found: 'File not found.',
  media_link_invalid: 'This media link is invalid.',
  media_link_expired: 'This media link has expired.',
  loop_outside_track: "The loop must lie within the track's {bars} bars.",
  loop_end_before_start: 'The last bar must not come before the first.',
  target_tempo_too_low: 'The target tempo must be above the start tempo.',
  step_not_a_number: 'Step must be a number.',
  step_not_whole: 'Step must be a whole percent.',
  step_too_small: 'Step must be at least 1 %.',
  step_too_large: 'Step must be at most {max} %.',
  repetitions_not_a_number: 'Repetitions must be a number.',
  repetitions_not_whole: 'Repetitions must be a whole number.',
  repetitions_too_few: 'Repetitions must be at least 1.',
  repetitions_too_many: 'Repetitions must be at most {max}.',
  speed_not_a_number: 'Speed must be a number.',
  speed_too_low: 'Speed must be at least {min}.',
  speed_too_high: 'Speed must be at most {max}.',
  duration_not_positive: 'Duration must be positive.',
  done_not_boolean: 'Done must be true or false.',

  // Forum and contact
  post_not_found: 'Post not found.',
  subject_required: 'Subject is required.',
  subject_too_long: 'Subject must be at most {max} characters.',
  content_required: 'Content is required.',
  content_too_long: 'Content must be at most {max} characters.',
  category_required: 'Category is required.',
  comment_empty: 'Comment cannot be empty.',
  comment_too_long: 'Comment must be at most {max} characters.',
  name_required: 'Name is required.',
  name_too_long: 'Name must be at most {max} characters.',
  message_required: 'Message is required.',
  message_too_long: 'Message must be at most {max} characters.',
  contact_sent: 'Message sent successfully!',

  // Admin console
  member_not_found: 'Member not found',
  self_deactivate: 'You cannot deactivate your own account.',
  self_unstaff: 'You cannot remove your own staff access.',
  self_delete: 'You cannot delete your own account.',
  end_date_in_future: 'The end date must be in the future.',
  no_complimentary_access: 'This member has no complimentary access to end.',
  lesson_not_found: 'Private lesson not found',
  section_not_found: 'Section not found',
  no_such_user: 'No such user.',
  no_such_backing_track: 'No such backing track.',
  section_needs_content: 'A section needs a text, a video or a PDF.',
  backing_track_chapter_needs_track: 'A backing-track chapter needs a backing track.',
  chord_chart_needs_a_bar: 'The chord chart needs at least one bar.',
  section_order_incomplete: 'The order must list every section of the lesson exactly once.',
  chapter_order_incomplete: 'The order must list every chapter of the course exactly once.',
  contact_message_not_found: 'Message not found',
  stats_start_after_end: 'The start date must not be after the end date.',
  stats_range_too_long: 'The range can span at most {days} days.',
  upload_missing: 'Send the file as multipart form data in the field file.',
  upload_too_large: 'The file is larger than {megabytes} MB.',
  upload_not_of_kind: 'Not an uploaded {kind} file.',
  upload_gone: 'The uploaded file does not exist.',
  upload_not_video: 'The file is not an MP4 video.',
  upload_not_audio: 'The file is not an MP3 audio file.',
  upload_not_pdf: 'The file is not a PDF document.',
  upload_not_musicxml: 'The file is not a readable MusicXML or Guitar Pro score.',
  part_not_audio: 'Not an audio file.',
  chapter_has_no_video: 'The chapter has no video.',
  score_missing: 'The chapter has no readable score.',
  sync_bar_beyond_score: 'Point {point}: the score has {bars} bars.',
  sync_points_increase: 'Bars and times must increase.',
  upload_not_image: 'The file is not a JPEG, PNG or WebP image.',
  user_not_found: 'User not found.',
  setting_invalid: 'Invalid value for {key}.',
  setting_invalid_because: 'Invalid value for {key}: {reason}',
  setting_expected_assignment: "Expected KEY=VALUE, got '{assignment}'.",
  setting_unknown: "Unknown setting '{key}'. Known settings: {known}.",
  setting_not_boolean: "{key} must be true or false, got '{value}'.",

  // Takes (private lessons)
  take_not_found: 'Take not found.',
  take_upload_not_found: 'Upload not found.',
  take_remark_not_found: 'Remark not found.',
  take_too_large: 'A take may be at most 500 MB.',
  take_too_long: 'A take may be at most 15 minutes long.',
  take_not_media: 'The file is not an audio or video recording.',
  take_quota: 'Your storage for takes is full ({quota} MB). Delete an older take to send a new one.',
  take_part_size: 'The part has the wrong size.',
  take_part_number: 'There is no such part in this upload.',
  take_incomplete: 'The upload is not complete yet.',
  take_after_end: 'The moment is after the end of the take.',
  take_track_not_found: 'Backing track not found.',
  take_answer_missing:
    'Record or upload an answer, add a remark or a reply before marking the take answered.',
  take_loop_order: 'The loop must start before it ends.',
} as const;

export type MessageCode = keyof typeof MESSAGE_TEXTS;

/** A field's message prefixed by the field, as the API writes a single field error: `thumbnail: Not an image.` */
const FIELD_PREFIXED = /^([a-z][a-z0-9_.]*): (.+)$/;

type Template = { code: MessageCode; pattern: RegExp; names: string[] };

let templates: Template[] | undefined;
let exact: Map<string, MessageCode> | undefined;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function index() {
  exact = new Map();
  templates = [];
  for (const [code, text] of Object.entries(MESSAGE_TEXTS) as [MessageCode, string][]) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (!names.length) {
      exact.set(text, code);
      continue;
    }
    const source = text
      .split(/\{\w+\}/)
      .map(escape)
      .join('(.+?)');
    templates.push({ code, pattern: new RegExp(`^${source}$`, 's'), names });
  }
}

export type CodedMessage = { code: MessageCode; values: Record<string, string>; field?: string };

/**
 * The code of an English message and the values it carries, or undefined for a message the catalogue does not
 * know. A message prefixed by its field (`thumbnail: …`) is known when the rest is, and names the field.
 */
export function codeOfMessage(message: string): CodedMessage | undefined {
  if (!exact || !templates) index();
  const code = exact!.get(message);
  if (code) return { code, values: {} };
  for (const template of templates!) {
    const match = template.pattern.exec(message);
    if (match) {
      const values = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
      return { code: template.code, values };
    }
  }
  const prefixed = FIELD_PREFIXED.exec(message);
  if (prefixed) {
    const inner = codeOfMessage(prefixed[2]!);
    if (inner && !inner.field) return { ...inner, field: prefixed[1] };
  }
  return undefined;
}

/** The code of an error without a known message: what kind of failure its status says it is. */
export function codeOfStatus(status: number): MessageCode {
  if (status === 401) return 'not_authenticated';
  if (status === 403) return 'permission_denied';
  if (status === 404) return 'not_found';
  if (status === 413) return 'body_too_large';
  if (status === 429) return 'too_many_attempts';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'server_error';
  return 'bad_request';
}
