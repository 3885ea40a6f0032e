import { codeOfMessage, MESSAGE_TEXTS, type MessageCode } from '@gjs/shared';
import type { MessageTexts } from './message-texts.ts';
import type { Translation } from './texts.ts';

type Values = Record<string, string>;

const UNITS: Record<string, [string, string]> = {
  ms: ['Millisekunde', 'Millisekunden'],
  second: ['Sekunde', 'Sekunden'],
  minute: ['Minute', 'Minuten'],
  hour: ['Stunde', 'Stunden'],
  day: ['Tag', 'Tagen'],
};

/** A waiting time as the rate limit writes it in English ('1 minute', '30 seconds'), in German ('1 Minute'). */
function germanDuration(after: string): string {
  const match = /^(\d+) ?(ms|second|minute|hour|day)s?$/.exec(after.trim());
  if (!match) return after;
  const count = Number(match[1]);
  const [one, many] = UNITS[match[2]!]!;
  return `${count} ${count === 1 ? one : many}`;
}

/** German decimal comma for a number the English writes with a point ('0.5'). */
const germanNumber = (value: string) => value.replace('.', ',');

/** Every message code in German; `{name}` is filled from the English message's values. */
export const GERMAN_MESSAGES: Record<MessageCode, string | ((values: Values) => string)> = {
  not_authenticated: 'Du bist nicht angemeldet.',
  token_invalid: 'Deine Anmeldung ist nicht mehr gültig. Bitte melde dich neu an.',
  refresh_invalid: 'Deine Anmeldung ist abgelaufen. Bitte melde dich neu an.',
  no_refresh_token: 'Deine Anmeldung ist abgelaufen. Bitte melde dich neu an.',
  permission_denied: 'Dafür hast du keine Berechtigung.',
  subscription_required: 'Für diese Inhalte brauchst du ein aktives Abo.',
  private_lessons_forbidden: 'Du hast keinen Zugang zu Privatstunden.',
  not_found: 'Nicht gefunden.',
  route_not_found: 'Die Adresse {route} gibt es nicht.',
  too_many_attempts: (values) =>
    `Zu viele Versuche. Bitte versuche es in ${germanDuration(values['after'] ?? '')} noch einmal.`,
  maintenance: 'Wir warten gerade die Seite. Bitte versuche es später noch einmal.',
  unavailable: 'Der Dienst ist kurz nicht erreichbar. Bitte versuche es in ein paar Sekunden noch einmal.',
  server_error: 'Auf dem Server ist ein Fehler aufgetreten.',
  bad_request: 'Die Anfrage ist ungültig.',
  invalid_input: 'Ungültige Eingabe.',
  invalid_input_fields: 'Ungültige Eingabe. {fields}',
  characters_not_allowed: 'Die Eingabe enthält Zeichen, die nicht erlaubt sind.',
  body_too_large: 'Die gesendeten Daten sind zu groß',
  nothing_to_change: 'Es gibt nichts zu ändern.',

  invalid_credentials: 'Benutzername/E-Mail oder Passwort ist falsch.',
  invalid_reset_link: 'Der Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  passwords_dont_match: 'Die Passwörter stimmen nicht überein',
  password_too_short: 'Das Passwort ist zu kurz. Es muss mindestens {min} Zeichen haben.',
  password_numeric: 'Das Passwort besteht nur aus Ziffern.',
  password_too_similar: 'Das Passwort ist deinen persönlichen Angaben zu ähnlich.',
  password_same_as_username: 'Das Passwort darf nicht der Benutzername sein.',
  reset_link_sent:
    'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen geschickt.',
  password_reset_done:
    'Dein Passwort wurde zurückgesetzt. Du kannst dich jetzt mit dem neuen Passwort anmelden.',

  field_blank: 'Dieses Feld darf nicht leer sein.',
  field_required: 'Dieses Feld ist erforderlich.',
  invalid_email: 'Gib eine gültige E-Mail-Adresse ein.',
  invalid_username:
    'Gib einen gültigen Benutzernamen ein. Er darf nur Buchstaben, Ziffern und die Zeichen @/./+/-/_ enthalten.',
  username_taken: 'Diesen Benutzernamen gibt es schon.',
  email_taken: 'Mit dieser E-Mail-Adresse gibt es schon ein Konto.',
  accept_terms: 'Bitte akzeptiere die AGB, um fortzufahren.',
  accept_privacy: 'Bitte akzeptiere die Datenschutzerklärung, um fortzufahren.',
  invalid_date: 'Gib ein Datum im Format JJJJ-MM-TT ein.',
  invalid_web_address: 'Gib eine Webadresse ein, die mit https:// beginnt (oder lass das Feld leer).',
  teacher_name_required: 'Gib den Namen des Lehrers ein.',
  choose_a_language: 'Wähle mindestens eine Sprache.',
  invalid_file_reference: 'Kein gültiger Dateiverweis.',
  not_a_valid_choice: '„{value}“ ist keine gültige Auswahl.',

  invalid_payment_method: 'Ungültige Zahlungsart',
  registration_disabled: 'Die Registrierung ist gerade nicht möglich',
  registration_expired: 'Die Registrierung ist abgelaufen. Bitte registriere dich noch einmal.',
  already_subscribed: 'Dieses Konto hat schon ein Abo.',
  subscription_create_failed: 'Das Abo konnte nicht angelegt werden',
  subscription_not_found: 'Abo nicht gefunden',
  payment_failed: 'Die Zahlung ist fehlgeschlagen',
  payment_processing_failed: 'Die Zahlung konnte nicht verarbeitet werden',
  payment_execution_failed: 'Die Zahlung konnte nicht ausgeführt werden',
  paypal_create_failed: 'Die PayPal-Zahlung konnte nicht angelegt werden',
  paypal_no_approval_url: 'PayPal hat keinen Bestätigungslink geschickt',
  stripe_not_configured: 'Stripe ist nicht eingerichtet',
  paypal_not_configured: 'PayPal ist nicht eingerichtet',
  delete_not_allowed: 'Du darfst dieses Konto nicht löschen.',
  nothing_to_cancel: 'Es gibt kein aktives Abo zum Kündigen.',
  provider_cancel_failed: 'Der Zahlungsanbieter konnte das Abo nicht kündigen.',
  deactivate_provider_failed:
    'Der Zahlungsanbieter konnte das Abo nicht kündigen, daher wurde das Mitglied nicht deaktiviert. Versuche es später noch einmal.',
  subscription_cancelled: 'Dein Abo ist gekündigt.',
  cancellation_received:
    'Deine Kündigung ist eingegangen. Eine Bestätigung mit Datum und Uhrzeit haben wir an deine E-Mail-Adresse geschickt.',
  invalid_webhook_signature: 'Ungültige Webhook-Signatur',
  invalid_event: 'Ungültiges Ereignis',

  profile_not_found: 'Profil nicht gefunden.',
  not_an_image: 'Lade ein JPEG-, PNG-, WebP- oder GIF-Bild hoch.',
  image_too_large: 'Das Bild darf höchstens 5 MB groß sein.',
  image_missing: 'Schick das Bild als Multipart-Formular im Feld profile_image.',

  course_not_found: 'Kurs nicht gefunden',
  chapter_not_found: 'Kapitel nicht gefunden',
  track_not_found: 'Backing Track nicht gefunden',
  upcoming_not_found: 'Angekündigter Kurs nicht gefunden',
  file_not_found: 'Datei nicht gefunden.',
  media_link_invalid: 'Dieser Medienlink ist ungültig.',
  media_link_expired: 'Dieser Medienlink ist abgelaufen.',
  loop_outside_track: 'Die Schleife muss innerhalb der {bars} Takte des Tracks liegen.',
  loop_end_before_start: 'Der letzte Takt darf nicht vor dem ersten liegen.',
  target_tempo_too_low: 'Das Zieltempo muss über dem Starttempo liegen.',
  step_not_a_number: 'Der Schritt muss eine Zahl sein.',
  step_not_whole: 'Der Schritt muss eine ganze Prozentzahl sein.',
  step_too_small: 'Der Schritt muss mindestens 1 % sein.',
  step_too_large: 'Der Schritt darf höchstens {max} % sein.',
  repetitions_not_a_number: 'Die Wiederholungen müssen eine Zahl sein.',
  repetitions_not_whole: 'Die Wiederholungen müssen eine ganze Zahl sein.',
  repetitions_too_few: 'Es muss mindestens 1 Wiederholung sein.',
  repetitions_too_many: 'Es dürfen höchstens {max} Wiederholungen sein.',
  speed_not_a_number: 'Die Geschwindigkeit muss eine Zahl sein.',
  speed_too_low: (values) => `Die Geschwindigkeit muss mindestens ${germanNumber(values['min'] ?? '')} sein.`,
  speed_too_high: (values) => `Die Geschwindigkeit darf höchstens ${germanNumber(values['max'] ?? '')} sein.`,
  duration_not_positive: 'Die Dauer muss positiv sein.',
  done_not_boolean: 'Erledigt muss wahr oder falsch sein.',

  post_not_found: 'Beitrag nicht gefunden.',
  subject_required: 'Bitte gib einen Betreff ein.',
  subject_too_long: 'Der Betreff darf höchstens {max} Zeichen lang sein.',
  content_required: 'Bitte gib einen Text ein.',
  content_too_long: 'Der Text darf höchstens {max} Zeichen lang sein.',
  category_required: 'Bitte wähle eine Kategorie.',
  comment_empty: 'Der Kommentar darf nicht leer sein.',
  comment_too_long: 'Der Kommentar darf höchstens {max} Zeichen lang sein.',
  name_required: 'Bitte gib deinen Namen ein.',
  name_too_long: 'Der Name darf höchstens {max} Zeichen lang sein.',
  message_required: 'Bitte gib eine Nachricht ein.',
  message_too_long: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
  contact_sent: 'Nachricht erfolgreich gesendet!',

  member_not_found: 'Mitglied nicht gefunden',
  self_deactivate: 'Du kannst dein eigenes Konto nicht deaktivieren.',
  self_unstaff: 'Du kannst dir nicht selbst die Mitarbeiterrechte entziehen.',
  self_delete: 'Du kannst dein eigenes Konto nicht löschen.',
  end_date_in_future: 'Das Enddatum muss in der Zukunft liegen.',
  no_complimentary_access: 'Dieses Mitglied hat keinen kostenlosen Zugang, der enden könnte.',
  lesson_not_found: 'Privatstunde nicht gefunden',
  section_not_found: 'Abschnitt nicht gefunden',
  no_such_user: 'Diesen Benutzer gibt es nicht.',
  no_such_backing_track: 'Diesen Backing Track gibt es nicht.',
  section_needs_content: 'Ein Abschnitt braucht einen Text, ein Video oder ein PDF.',
  backing_track_chapter_needs_track: 'Ein Backing-Track-Kapitel braucht einen Backing Track.',
  chord_chart_needs_a_bar: 'Das Akkordchart braucht mindestens einen Takt.',
  section_order_incomplete: 'Die Reihenfolge muss jeden Abschnitt der Stunde genau einmal enthalten.',
  chapter_order_incomplete: 'Die Reihenfolge muss jedes Kapitel des Kurses genau einmal enthalten.',
  contact_message_not_found: 'Nachricht nicht gefunden',
  stats_start_after_end: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  stats_range_too_long: 'Der Zeitraum darf höchstens {days} Tage umfassen.',
  upload_missing: 'Schick die Datei als Multipart-Formular im Feld file.',
  upload_too_large: 'Die Datei ist größer als {megabytes} MB.',
  upload_not_of_kind: 'Keine hochgeladene Datei dieser Art ({kind}).',
  upload_gone: 'Die hochgeladene Datei gibt es nicht.',
  upload_not_video: 'Die Datei ist kein MP4-Video.',
  upload_not_audio: 'Die Datei ist keine MP3-Audiodatei.',
  upload_not_pdf: 'Die Datei ist kein PDF-Dokument.',
  upload_not_musicxml: 'Die Datei ist keine lesbare MusicXML- oder Guitar-Pro-Partitur.',
  part_not_audio: 'Keine Audiodatei.',
  chapter_has_no_video: 'Das Kapitel hat kein Video.',
  score_missing: 'Das Kapitel hat keine lesbaren Noten.',
  sync_bar_beyond_score: 'Punkt {point}: Die Noten haben {bars} Takte.',
  sync_points_increase: 'Takte und Zeiten müssen steigen.',
  upload_not_image: 'Die Datei ist kein JPEG-, PNG- oder WebP-Bild.',
  user_not_found: 'Benutzer nicht gefunden.',
  setting_invalid: 'Ungültiger Wert für {key}.',
  setting_invalid_because: 'Ungültiger Wert für {key}: {reason}',
  setting_expected_assignment: 'Erwartet wird SCHLÜSSEL=WERT, nicht „{assignment}“.',
  setting_unknown: 'Die Einstellung „{key}“ gibt es nicht. Es gibt: {known}.',
  setting_not_boolean: '{key} muss true oder false sein, nicht „{value}“.',
  take_not_found: 'Diese Aufnahme gibt es nicht.',
  take_upload_not_found: 'Diesen Upload gibt es nicht.',
  take_remark_not_found: 'Diese Anmerkung gibt es nicht.',
  take_too_large: 'Eine Aufnahme darf höchstens 500 MB groß sein.',
  take_too_long: 'Eine Aufnahme darf höchstens 15 Minuten lang sein.',
  take_not_media: 'Die Datei ist keine Audio- oder Videoaufnahme.',
  take_quota:
    'Dein Speicher für Aufnahmen ist voll ({quota} MB). Lösche eine ältere Aufnahme, um eine neue zu schicken.',
  take_part_size: 'Ein Teil des Uploads hat die falsche Größe.',
  take_part_number: 'Diesen Teil gibt es in diesem Upload nicht.',
  take_incomplete: 'Der Upload ist noch nicht vollständig.',
  take_after_end: 'Dieser Zeitpunkt liegt nach dem Ende der Aufnahme.',
  take_track_not_found: 'Diesen Backing Track gibt es nicht.',
  take_answer_missing:
    'Nimm eine Antwort auf oder lade sie hoch, schreibe eine Anmerkung oder eine Antwort, bevor du die Aufnahme als beantwortet markierst.',
  take_loop_order: 'Der Loop muss beginnen, bevor er endet.',
};

function fill(text: string | ((values: Values) => string), values: Values): string {
  return typeof text === 'function'
    ? text(values)
    : text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

function isCode(code: string | undefined): code is MessageCode {
  return code !== undefined && Object.hasOwn(MESSAGE_TEXTS, code);
}

const de: Translation<MessageTexts> = {
  message: (message, code) => {
    const coded = codeOfMessage(message);
    // The server's code names the message; a message it does not match (a text of its own) stays as it came.
    if (!coded || (isCode(code) && coded.code !== code)) return message;
    const german = fill(GERMAN_MESSAGES[coded.code], coded.values);
    return coded.field ? `${coded.field}: ${german}` : german;
  },
};
export default de;
