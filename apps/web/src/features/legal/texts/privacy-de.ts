import { MEMBER_DATA_LABELS, MEMBER_DATA_SECTIONS } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import type { LegalDocument } from '../lib/legal-document.ts';
import { SUPERVISORY_AUTHORITY } from './supervisory-authority.ts';

/**
 * Datenschutzerklärung, Stand 26. November 2026 (decision 0414, product 0426). It describes what this product really does
 * (decisions 0402, 0404, 0406, 0409–0413, 0417): change the text when the processing changes.
 */
export function privacyDe(): LegalDocument {
  return {
    language: 'de',
    title: 'Datenschutzerklärung',
    updated: 'Stand: 26. November 2026',
    modified: '2026-11-26',
    description:
      'Datenschutzerklärung der Online-Gitarrenschule: welche Daten wir verarbeiten, wozu, auf welcher ' +
      'Rechtsgrundlage, wie lange, und welche Rechte Sie haben.',
    intro: [
      {
        p:
          'Mit dieser Datenschutzerklärung informieren wir Sie nach Art. 13 und 14 der Datenschutz-Grundverordnung ' +
          '(DSGVO) darüber, welche personenbezogenen Daten wir bei der Nutzung unserer Online-Gitarrenschule ' +
          'verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage dies geschieht und welche Rechte Ihnen ' +
          'zustehen.',
      },
    ],
    sections: [
      {
        id: 'controller',
        heading: 'Verantwortlicher',
        blocks: [
          { p: 'Verantwortlich für die Datenverarbeitung auf dieser Website ist:' },
          { address: 'full' },
          {
            p: [
              'Verantwortliche Person: ',
              { field: 'responsible' },
              '. Einen Datenschutzbeauftragten haben wir nicht benannt, weil wir dazu gesetzlich nicht verpflichtet ',
              'sind. Bei Fragen zum Datenschutz schreiben Sie uns bitte an die oben genannte E-Mail-Adresse oder ',
              'über das ',
              { link: 'Kontaktformular', to: paths.contact.getHref() },
              '.',
            ],
          },
        ],
      },
      {
        id: 'data-types',
        heading: 'Arten der verarbeiteten Daten',
        blocks: [
          { p: 'Je nachdem, wie Sie unser Angebot nutzen, verarbeiten wir folgende Daten:' },
          {
            list: [
              [
                { strong: 'Bestands- und Kontodaten: ' },
                'Benutzername, E-Mail-Adresse, Vor- und Nachname, Anschrift (Straße, Ort, Bundesland, ',
                'Postleitzahl, Land), bevorzugte Sprache und Niveau, die gewählte Sprache der Oberfläche, ',
                'Profiltext, Profilbild, Einstellung zu ',
                'E-Mail-Benachrichtigungen, Registrierungsdatum und Zeitpunkt der letzten Anmeldung. Ihr Passwort ',
                'speichern wir nur als kryptografischen Hashwert.',
              ],
              [
                { strong: 'Vertrags- und Zahlungsdaten: ' },
                'gewählter Tarif, Status und Laufzeit des Abonnements, gewählter Zahlungsdienstleister sowie die ',
                'Kennungen von Abonnement und Kunde beim Zahlungsdienstleister. Kreditkartendaten und ',
                'PayPal-Zugangsdaten erhalten wir nicht.',
              ],
              [
                { strong: 'Inhaltsdaten: ' },
                'Beiträge und Kommentare im Forum, Nachrichten über das Kontaktformular, eine Kündigung ohne ',
                'Anmeldung (Name, E-Mail-Adresse, gegebenenfalls Benutzername, Zeitpunkt) und bei Privatunterricht ',
                'die Ihnen zugeordneten Unterrichtsmaterialien.',
              ],
              [
                { strong: 'Nutzungs- und Verbindungsdaten: ' },
                'IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Browserangaben und Anmelde-Tokens, soweit sie ',
                'für die Auslieferung der Website und ihre Sicherheit nötig sind, sowie die Seitenaufrufe unserer ',
                'eigenen Statistik (Pfad, zufällige Sitzungskennung, Zeitpunkt).',
              ],
            ],
          },
          {
            p:
              'Wir erheben keine besonderen Kategorien personenbezogener Daten im Sinne von Art. 9 DSGVO. Eine ' +
              'automatisierte Entscheidungsfindung einschließlich Profiling (Art. 22 DSGVO) findet nicht statt. Die ' +
              'für Vertrag und Konto nötigen Angaben sind für den Vertragsschluss erforderlich; ohne sie können wir ' +
              'kein Abonnement einrichten.',
          },
        ],
      },
      {
        id: 'legal-bases',
        heading: 'Rechtsgrundlagen',
        blocks: [
          {
            p: 'Wir verarbeiten personenbezogene Daten auf folgenden Rechtsgrundlagen des Art. 6 Abs. 1 DSGVO:',
          },
          {
            list: [
              [
                { strong: 'Vertrag (lit. b): ' },
                'Registrierung, Abonnement, Zahlungsabwicklung, Nutzerkonto, Forum, Privatunterricht, ',
                'Passwort-Zurücksetzen und Anfragen zu einem bestehenden oder angebahnten Vertrag.',
              ],
              [
                { strong: 'Rechtliche Verpflichtung (lit. c): ' },
                'Aufbewahrung von Buchungsbelegen und Geschäftsunterlagen nach Handels- und Steuerrecht sowie die ',
                'Bestätigung von Kündigungen nach § 312k BGB.',
              ],
              [
                { strong: 'Berechtigte Interessen (lit. f): ' },
                'sichere und stabile Bereitstellung der Website, Schutz vor Missbrauch (etwa durch begrenzte ',
                'Anmeldeversuche), die Beantwortung allgemeiner Anfragen und unsere cookiefreie Seitenaufrufstatistik, ',
                'mit der wir erkennen, welche Inhalte genutzt werden.',
              ],
              [
                { strong: 'Einwilligung (lit. a): ' },
                'nur dort, wo wir Sie ausdrücklich um sie bitten. Eine Einwilligung können Sie jederzeit mit Wirkung ',
                'für die Zukunft widerrufen (Art. 7 Abs. 3 DSGVO).',
              ],
            ],
          },
          {
            p:
              'Einträge im Speicher Ihres Browsers, die für den von Ihnen gewünschten Dienst unbedingt erforderlich ' +
              'sind (Anmeldung, Wartungshinweis, Zahlungsvorgang), legen wir nach § 25 Abs. 2 Nr. 2 TDDDG ab. ' +
              'Einzelheiten, auch zur Sitzungskennung unserer Statistik, stehen im Abschnitt „Cookies und ' +
              'Speicherung im Browser“.',
          },
        ],
      },
      {
        id: 'security',
        heading: 'Sicherheit der Verarbeitung',
        blocks: [
          {
            p: 'Wir schützen Ihre Daten mit technischen und organisatorischen Maßnahmen nach Art. 32 DSGVO, unter anderem:',
          },
          {
            list: [
              [
                { strong: 'HTTPS/TLS: ' },
                'Alle Daten zwischen Ihrem Browser und unserem Server werden verschlüsselt übertragen. Sie erkennen ',
                'das an „https://“ und am Schloss-Symbol in der Adresszeile.',
              ],
              [
                { strong: 'IP-Maskierung: ' },
                'In unseren Server-Protokollen speichern wir IP-Adressen nur gekürzt: Bei IPv4-Adressen entfällt das ',
                'letzte Oktett, bei IPv6-Adressen alles nach den ersten 48 Bit. Unsere Seitenaufrufstatistik speichert ',
                'überhaupt keine IP-Adressen.',
              ],
              [
                { strong: 'Passwörter und Sitzungen: ' },
                'Passwörter speichern wir nur als Hashwert (Argon2id). Anmelde-Tokens sind kurzlebig; ',
                'Erneuerungs-Tokens speichern wir nur als Hashwert, erneuern sie bei jeder Verwendung und sperren sie ',
                'bei der Abmeldung oder bei Anzeichen von Missbrauch.',
              ],
              [
                { strong: 'Geschützte Inhalte: ' },
                'Videos, Noten und Audiodateien geben wir nur über kurzlebige, signierte Links an berechtigte Mitglieder ',
                'aus.',
              ],
            ],
          },
        ],
      },
      {
        id: 'hosting',
        heading: 'Bereitstellung der Website und Server-Protokolle',
        blocks: [
          {
            p:
              'Bei jedem Aufruf verarbeitet unser Server die Daten, die Ihr Browser technisch bedingt übermittelt: ' +
              'IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die HTTP-Methode und den Statuscode. Ohne diese ' +
              'Daten kann die Website nicht ausgeliefert werden. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; ' +
              'unser berechtigtes Interesse ist die sichere und fehlerfreie Bereitstellung.',
          },
          {
            p:
              'Die vollständige IP-Adresse verwenden wir nur flüchtig: für die Verbindung selbst und, um je Absender ' +
              'zu begrenzen, wie oft Anmeldung, Registrierung, Zurücksetzen des Passworts, Kontaktformular, ' +
              'Kündigung ohne Anmeldung ' +
              'und Seitenaufrufzählung genutzt werden können. Diese Zähler enthalten nur die Adresse und eine Zahl und ' +
              'verfallen spätestens nach einer Stunde (Anmeldeversuche: 15 Minuten, Seitenaufrufe: eine Minute). In ' +
              'Protokollen steht die IP-Adresse nur gekürzt ' +
              '(siehe „Sicherheit der Verarbeitung“); Protokolle löschen wir nach höchstens 14 Tagen, sofern ' +
              'nicht ein konkreter Sicherheitsvorfall eine längere Aufbewahrung erfordert.',
          },
          {
            p:
              'Soweit wir für den Betrieb der Server einen Hosting-Dienstleister einsetzen, verarbeitet er die Daten ' +
              'ausschließlich in unserem Auftrag und nach unseren Weisungen auf Grundlage eines Vertrags zur ' +
              'Auftragsverarbeitung (Art. 28 DSGVO).',
          },
        ],
      },
      {
        id: 'third-country-transfers',
        heading: 'Übermittlung in Drittländer',
        blocks: [
          {
            p:
              'Unsere Website selbst und unsere Datenbank verarbeiten Ihre Daten nicht außerhalb der Europäischen ' +
              'Union und des Europäischen Wirtschaftsraums. Wenn Sie mit Kreditkarte oder PayPal bezahlen, können ' +
              'Daten jedoch in die USA übermittelt werden:',
          },
          {
            list: [
              [
                { strong: 'Stripe: ' },
                'Unser Vertragspartner Stripe Payments Europe, Ltd. (Irland) kann Daten an die Stripe, Inc. in den ',
                'USA übermitteln. Stripe ist nach dem EU-US Data Privacy Framework zertifiziert; für die Übermittlung ',
                'gilt daher der Angemessenheitsbeschluss der EU-Kommission vom 10. Juli 2023 (Art. 45 DSGVO). ',
                'Ergänzend hat Stripe die Standardvertragsklauseln der EU-Kommission abgeschlossen (Art. 46 Abs. 2 ',
                'lit. c DSGVO).',
              ],
              [
                { strong: 'PayPal: ' },
                'PayPal (Europe) S.à r.l. et Cie, S.C.A. (Luxemburg) kann Daten an die PayPal, Inc. in den USA und ',
                'weitere Konzerngesellschaften übermitteln. Grundlage sind die von den europäischen ',
                'Datenschutzbehörden genehmigten verbindlichen internen Datenschutzvorschriften (Binding Corporate ',
                'Rules, Art. 47 DSGVO) sowie Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO).',
              ],
            ],
          },
          {
            p:
              'In den USA können Behörden unter Umständen auf Daten zugreifen, ohne dass Ihnen dieselben ' +
              'Rechtsbehelfe wie in der EU zur Verfügung stehen. Die genannten Garantien sollen ein dem EU-Recht ' +
              'gleichwertiges Schutzniveau sicherstellen. Eine Kopie der Garantien können Sie bei uns oder beim ' +
              'jeweiligen Zahlungsdienstleister anfordern.',
          },
        ],
      },
      {
        id: 'retention',
        heading: 'Speicherdauer und Löschung',
        blocks: [
          {
            p:
              'Wir speichern personenbezogene Daten nur so lange, wie es für den jeweiligen Zweck erforderlich ist ' +
              'oder gesetzliche Aufbewahrungspflichten es verlangen. Ihre Kontodaten speichern wir, solange Ihr Konto ' +
              'besteht. Kündigen Sie im kostenlosen Testzeitraum, löschen wir das Konto sofort mit allen Daten; ' +
              'kündigen Sie ein bezahltes Abonnement, wird das Konto mit dem Ende des bezahlten Zeitraums deaktiviert ' +
              'und gelöscht. Für Daten, die wir aus rechtlichen Gründen aufbewahren müssen, gelten folgende Fristen:',
          },
          {
            list: [
              [
                { strong: '10 Jahre' },
                ' für Bücher und Aufzeichnungen, Jahresabschlüsse, Inventare und Lageberichte (§ 147 Abs. 1 Nr. 1, ',
                'Abs. 3 AO; § 257 Abs. 1 Nr. 1, Abs. 4 HGB),',
              ],
              [
                { strong: '8 Jahre' },
                ' für Buchungsbelege wie Rechnungen und Zahlungsnachweise (§ 147 Abs. 1 Nr. 4, Abs. 3 AO; § 257 Abs. 1 ',
                'Nr. 4, Abs. 4 HGB),',
              ],
              [
                { strong: '6 Jahre' },
                ' für sonstige Geschäftsunterlagen wie empfangene und versandte Handels- und Geschäftsbriefe (§ 147 ',
                'Abs. 1 Nr. 2, 3 und 5, Abs. 3 AO; § 257 Abs. 1 Nr. 2 und 3, Abs. 4 HGB),',
              ],
              [
                { strong: '3 Jahre' },
                ' für Daten, die wir zur Geltendmachung oder Abwehr von Gewährleistungs- und sonstigen Ansprüchen ',
                'benötigen (regelmäßige Verjährungsfrist, §§ 195, 199 BGB).',
              ],
            ],
          },
          {
            p:
              'Die Fristen beginnen mit dem Ende des Kalenderjahres, in dem die Unterlage entstanden ist. Während ' +
              'dieser Zeit schränken wir die Verarbeitung auf die Aufbewahrung ein; danach löschen wir die Daten.',
          },
        ],
      },
      {
        id: 'rights',
        heading: 'Ihre Rechte',
        blocks: [
          { p: 'Sie haben gegenüber uns folgende Rechte hinsichtlich Ihrer personenbezogenen Daten:' },
          {
            list: [
              [{ strong: 'Auskunft' }, ' über die von uns verarbeiteten Daten (Art. 15 DSGVO),'],
              [
                { strong: 'Berichtigung' },
                ' unrichtiger oder Vervollständigung unvollständiger Daten (Art. 16 DSGVO),',
              ],
              [{ strong: 'Löschung' }, ' Ihrer Daten (Art. 17 DSGVO),'],
              [{ strong: 'Einschränkung der Verarbeitung' }, ' (Art. 18 DSGVO),'],
              [
                { strong: 'Datenübertragbarkeit' },
                ': Erhalt Ihrer Daten in einem strukturierten, gängigen und maschinenlesbaren Format (Art. 20 ',
                'DSGVO),',
              ],
              [{ strong: 'Widerspruch' }, ' gegen die Verarbeitung (Art. 21 DSGVO, siehe unten),'],
              [
                { strong: 'Widerruf einer Einwilligung' },
                ' mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO),',
              ],
              [
                { strong: 'Beschwerde' },
                ' bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO), insbesondere in dem Mitgliedstaat Ihres ',
                'Aufenthaltsorts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes; für uns zuständig ist ',
                'die im letzten Abschnitt genannte Behörde.',
              ],
            ],
          },
          { subheading: 'Widerspruchsrecht' },
          {
            p: [
              {
                strong:
                  'Verarbeiten wir Ihre Daten auf Grundlage berechtigter Interessen (Art. 6 Abs. 1 lit. f ',
              },
              {
                strong:
                  'DSGVO), können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit ',
              },
              {
                strong:
                  'widersprechen. Wir verarbeiten die Daten dann nicht mehr, es sei denn, wir können zwingende ',
              },
              {
                strong:
                  'schutzwürdige Gründe nachweisen, die Ihre Interessen überwiegen, oder die Verarbeitung dient ',
              },
              { strong: 'der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.' },
            ],
          },
          {
            p:
              'Für die Ausübung Ihrer Rechte genügt eine formlose Nachricht an die im Abschnitt „Verantwortlicher“ ' +
              'genannte Adresse. Viele Angaben können Sie außerdem selbst in Ihrem Profil ändern.',
          },
        ],
      },
      {
        id: 'payment',
        heading: 'Zahlungsverfahren',
        blocks: [
          {
            p:
              'Für die Bezahlung des Abonnements bieten wir Kreditkarte (über Stripe) und PayPal an. Wir übermitteln ' +
              'dem gewählten Zahlungsdienstleister die für die Zahlung nötigen Daten: Ihre E-Mail-Adresse, den ' +
              'gewählten Tarif, den Betrag und eine interne Kennung. Von ihm erhalten wir die Kennung und den Status ' +
              'des Abonnements sowie Nachrichten über Zahlungen und Kündigungen. Rechtsgrundlage ist Art. 6 Abs. 1 ' +
              'lit. b DSGVO.',
          },
          {
            p: [
              { strong: 'Stripe: ' },
              'Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02 H210, Irland. ',
              'Kartennummer, Ablaufdatum und Prüfziffer geben Sie in Eingabefelder ein, die Stripe direkt ',
              'bereitstellt; sie erreichen unseren Server nicht. Dafür lädt Ihr Browser bei der Registrierung das ',
              'Skript Stripe.js von Servern der Stripe, die dabei Ihre IP-Adresse und Geräteangaben erhält und zur ',
              'Betrugsprävention eigene Cookies setzen kann. Stripe handelt teils in unserem Auftrag, teils, etwa bei Betrugsprävention ',
              'und gesetzlichen Pflichten, in eigener Verantwortung. Mehr in der ',
              { link: 'Datenschutzerklärung von Stripe', href: 'https://stripe.com/de/privacy' },
              '.',
            ],
          },
          {
            p: [
              { strong: 'PayPal: ' },
              'PayPal (Europe) S.à r.l. et Cie, S.C.A., 22-24 Boulevard Royal, L-2449 Luxemburg. Bei Zahlung mit ',
              'PayPal leiten wir Sie zur Bestätigung auf die Seiten von PayPal weiter; dort verarbeitet PayPal Ihre ',
              'Daten in eigener Verantwortung. PayPal kann bei einzelnen Zahlungsarten eine Bonitätsauskunft ',
              'einholen. Mehr in der ',
              {
                link: 'Datenschutzerklärung von PayPal',
                href: 'https://www.paypal.com/de/webapps/mpp/ua/privacy-full',
              },
              '.',
            ],
          },
        ],
      },
      {
        id: 'cookies',
        heading: 'Cookies und Speicherung im Browser',
        blocks: [
          {
            p:
              'Unsere Website setzt selbst keine Cookies, weder zur Analyse noch zur Werbung noch zum Tracking. Für die ' +
              'Anmeldung verwenden wir keine Cookies, sondern Tokens im lokalen Speicher Ihres Browsers (Local ' +
              'Storage). Folgende Einträge legt unsere Website dort ab:',
          },
          {
            table: {
              head: ['Eintrag', 'Zweck', 'Speicherdauer'],
              rows: [
                ['token', 'Zugangs-Token Ihrer Anmeldung', 'bis zur Abmeldung; gültig 15 Minuten'],
                [
                  'refreshToken',
                  'Erneuert die Anmeldung, ohne dass Sie sich erneut anmelden müssen',
                  'bis zur Abmeldung; gültig 14 Tage',
                ],
                [
                  'maintenance_mode',
                  'Merkt sich, ob die Website gerade gewartet wird (keine personenbezogenen Daten)',
                  'dauerhaft; bei jedem Seitenwechsel aktualisiert',
                ],
                [
                  'sessionId',
                  'Zufällige Kennung für die Seitenaufrufstatistik, ohne Bezug zu Ihrem Konto',
                  'bis Sie die Website-Daten löschen',
                ],
                [
                  'temp_user_id',
                  'Kennung des gerade angelegten Kontos während einer Zahlung',
                  'bis zum Abschluss der Zahlung',
                ],
                [
                  'registration_token',
                  'Erlaubt Ihrem Browser, das gerade angelegte Konto wieder zu löschen, wenn die Zahlung scheitert',
                  'bis zum Abschluss der Zahlung',
                ],
                [
                  'subscription_id',
                  'Kennung des PayPal-Abonnements; ordnet Ihre Rückkehr von PayPal der Registrierung zu',
                  'bis zum Abschluss der Zahlung',
                ],
                [
                  'welcome_banner_dismissed_<id>',
                  'Merkt sich, dass Sie den Willkommenshinweis für neue Mitglieder geschlossen haben (je Konto)',
                  'bis Sie die Website-Daten löschen',
                ],
                [
                  'gjs-language-choice',
                  'Merkt sich im Sitzungsspeicher die Sprache, die Sie mit dem Sprachumschalter gewählt haben, bis ' +
                    'Ihr Konto sie übernimmt (nach der Anmeldung)',
                  'bis zur Anmeldung oder bis Sie den Browser schließen',
                ],
                [
                  'gjs-language-suggestion',
                  'Merkt sich, dass Sie den Hinweis auf die deutsche Fassung der Startseite geschlossen haben',
                  'bis Sie die Website-Daten löschen',
                ],
              ],
            },
          },
          {
            p:
              'Steht der lokale Speicher nicht zur Verfügung, nutzen wir für den Wartungshinweis den Sitzungsspeicher ' +
              '(Session Storage), der beim Schließen des Browsers geleert wird. Alle Einträge können Sie jederzeit ' +
              'über die Einstellungen Ihres Browsers löschen; danach müssen Sie sich erneut anmelden. Die ' +
              'Sprachwahl der rechtlichen Seiten steht nur in der Adresse (?lang=en) und wird nicht gespeichert.',
          },
          {
            p:
              'Für die Kartenzahlung lädt Ihr Browser bei der Registrierung Stripe.js; Stripe kann dabei zur ' +
              'Betrugsprävention eigene Cookies setzen (siehe „Zahlungsverfahren“).',
          },
        ],
      },
      {
        id: 'registration',
        heading: 'Registrierung und Nutzerkonto',
        blocks: [
          {
            p:
              'Für die Registrierung benötigen wir Benutzernamen, E-Mail-Adresse, Passwort, Vor- und Nachnamen, ' +
              'Anschrift, bevorzugte Sprache und Niveau sowie Ihre Bestätigung der AGB und der Datenschutzerklärung. ' +
              'Mit diesen Daten richten wir Ihr Konto und Ihr Abonnement ein, schalten die Inhalte frei und stellen ' +
              'die Kursübersicht auf Ihre Sprache und Ihr Niveau ein. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b ' +
              'DSGVO.',
          },
          {
            p:
              'In Ihrem Profil können Sie Ihre Angaben, einen Profiltext und ein Profilbild ändern. Das Profilbild ' +
              'wird vor dem Hochladen in Ihrem Browser auf 300 × 300 Pixel zugeschnitten. Benutzername und Profilbild ' +
              'sehen andere Mitglieder neben Ihren Forenbeiträgen; alle übrigen Kontodaten sind nur für Sie und für ' +
              'uns sichtbar.',
          },
          {
            p:
              'Wenn Sie Ihr Passwort vergessen haben, senden wir Ihnen einen zeitlich begrenzt gültigen Link an Ihre ' +
              'E-Mail-Adresse. Zum Schutz vor Missbrauch begrenzen wir Anmeldeversuche je IP-Adresse und ' +
              'Benutzername sowie je IP-Adresse insgesamt, außerdem Registrierungen je IP-Adresse (siehe ' +
              '„Bereitstellung der Website und Server-Protokolle“). Bei der Kündigung löschen wir ' +
              'Ihr Konto wie im Abschnitt „Speicherdauer und Löschung“ beschrieben; eine Kündigung über die ' +
              'Schaltfläche „Verträge hier kündigen“ bestätigen wir per E-Mail.',
          },
        ],
      },
      {
        id: 'community',
        heading: 'Community-Funktionen (Forum)',
        blocks: [
          {
            p:
              'Im Forum können Mitglieder Beiträge und Kommentare veröffentlichen. Wir speichern dazu Betreff, ' +
              'Inhalt, Kategorie, Zeitpunkt und Verfasser. Beiträge und Kommentare sind für alle angemeldeten ' +
              'Mitglieder mit Ihrem Benutzernamen und Profilbild sichtbar, nicht aber für Besucher ohne Konto und ' +
              'nicht für Suchmaschinen. Überlegen Sie bitte, welche persönlichen Angaben Sie dort teilen.',
          },
          {
            p:
              'Um das Forum vor einer Flut von Beiträgen zu schützen, zählen wir, wie viele Beiträge und Kommentare ' +
              'jedes Mitglied je Stunde schreibt. Diese Zähler enthalten nur Ihre Kontonummer und eine Zahl und ' +
              'verfallen nach einer Stunde.',
          },
          {
            p:
              'Antwortet jemand auf Ihren Beitrag, benachrichtigen wir Sie per E-Mail, sofern Sie ' +
              'E-Mail-Benachrichtigungen in Ihrem Profil eingeschaltet haben; dort können Sie sie jederzeit ' +
              'abschalten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Mit Ihrem Konto löschen wir auch Ihre ' +
              'Beiträge und Kommentare.',
          },
        ],
      },
      {
        id: 'private-lessons',
        heading: 'Privatunterricht',
        blocks: [
          {
            p:
              'Nehmen Sie Privatunterricht, ordnen wir Ihrem Konto die Unterrichtseinheiten mit ihren Videos und ' +
              'PDF-Dateien zu. Diese Materialien sehen nur Sie und wir. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b ' +
              'DSGVO.',
          },
        ],
      },
      {
        id: 'learning-progress',
        heading: 'Lernfortschritt und Ihre Daten',
        blocks: [
          {
            p:
              'Damit Sie eine Lektion auf jedem Gerät dort fortsetzen können, wo Sie aufgehört haben, speichern wir ' +
              'für jedes Kapitel, das Sie ansehen, die Wiedergabeposition, wie viele Sekunden des Videos Sie ' +
              'tatsächlich abgespielt haben, ob das Kapitel erledigt ist und wann dies zuletzt gespeichert wurde. ' +
              'Daraus zeigen wir Ihnen Ihren Fortschritt in jedem Kurs; der Lehrer sieht je Kurs nur, wie viele ' +
              'Mitglieder ihn begonnen und abgeschlossen haben, nicht wer. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b ' +
              'DSGVO. Diese Daten bleiben gespeichert, bis Sie sie mit Ihrem Konto löschen.',
          },
          {
            p:
              'Für die Übungswerkzeuge speichern wir je Backing Track Ihr zuletzt gewähltes Tempo, den geloopten ' +
              'Taktbereich, die Tempo-Steigerung und den Einzähler, je Kurs Ihre Videogeschwindigkeit, damit diese ' +
              'Einstellungen auf jedem Gerät wiederhergestellt werden. Außerdem führen wir ein Übungsprotokoll: je Tag ' +
              'und Backing Track oder Kapitel die Sekunden, die Sie tatsächlich abgespielt haben (nicht die Zeit, in ' +
              'der eine Seite nur geöffnet ist). Daraus zeigen wir Ihnen auf Ihrem Profil Ihre Übungszeit dieser ' +
              'Woche, Ihre Serie von Übungstagen und eine Übersicht der letzten 12 Wochen. Niemand sonst sieht diese ' +
              'Daten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO. Die Einstellungen bleiben gespeichert, bis Sie ' +
              'Ihr Konto löschen; das Übungsprotokoll, bis Sie es auf Ihrem Profil oder mit Ihrem Konto löschen.',
          },
          {
            p:
              'Wenn Sie Privatunterricht nehmen, können Sie Ihrem Lehrer Aufnahmen schicken: Audio- oder ' +
              'Videoaufnahmen Ihres Spiels, im Browser aufgenommen oder hochgeladen, mit Titel, Notiz und dem ' +
              'Backing Track, Tempo und der Tonart, zu denen Sie gespielt haben. Wir speichern die Aufnahmen, die ' +
              'Anmerkungen des Lehrers (mit Zeitpunkt und Takt), seine aufgenommenen Antworten und die Rückfragen ' +
              'zu jeder Aufnahme, damit Ihr Lehrer Ihnen Rückmeldung geben kann und Sie darauf zurückkommen ' +
              'können. Nur Sie und die Lehrer der Schule (Mitarbeiter) sehen sie; sie werden für nichts anderes ' +
              'verwendet. Für Aufnahmen gilt je Schüler ein Speicherkontingent. Rechtsgrundlage ist Art. 6 Abs. 1 ' +
              'lit. b DSGVO. Aufnahmen werden gespeichert, solange Ihr Konto besteht; Sie können eine Aufnahme ' +
              'jederzeit löschen, womit auch ihre Dateien gelöscht werden, und alle Aufnahmen werden mit Ihrem ' +
              'Konto gelöscht.',
          },
          {
            p:
              'Auf Ihrer Profilseite erhalten Sie mit „Download my data“ eine Datei (JSON, ein gängiges ' +
              'maschinenlesbares Format) mit allen Daten, die wir über Sie speichern (Art. 20 DSGVO):',
          },
          { list: MEMBER_DATA_SECTIONS.map((section) => MEMBER_DATA_LABELS[section].de) },
        ],
      },
      {
        id: 'contact',
        heading: 'Kontaktverwaltung',
        blocks: [
          {
            p:
              'Wenn Sie uns über das Kontaktformular schreiben, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihre ' +
              'Nachricht und den Zeitpunkt in unserer Datenbank und leiten die Nachricht per E-Mail an unser ' +
              'Postfach weiter. Schreiben Sie uns direkt per E-Mail, verarbeiten wir Ihre Adresse und den Inhalt ' +
              'Ihrer Nachricht. Wir nutzen diese Daten nur, um Ihre Anfrage zu beantworten.',
          },
          {
            p:
              'Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn Ihre Anfrage einen Vertrag betrifft, sonst Art. 6 ' +
              'Abs. 1 lit. f DSGVO (unser Interesse, Anfragen zu beantworten). Wir löschen die Anfrage, sobald sie ' +
              'erledigt ist und keine Aufbewahrungspflicht besteht; Geschäftsbriefe bewahren wir sechs Jahre auf.',
          },
        ],
      },
      {
        id: 'email',
        heading: 'Versand von E-Mails',
        blocks: [
          {
            p:
              'Wir versenden E-Mails nur, soweit sie zum Dienst gehören: Links zum Zurücksetzen des Passworts, eine ' +
              'Erinnerung einige Tage bevor der kostenlose Testzeitraum in ein kostenpflichtiges Abonnement übergeht, ' +
              'Hinweise auf eine fehlgeschlagene Zahlung und auf das Ende Ihres Abonnements, ' +
              'Kündigungsbestätigungen, Benachrichtigungen über Antworten im Forum (abschaltbar) und die ' +
              'Weiterleitung von Kontaktanfragen an uns. Werbe-E-Mails oder Newsletter versenden wir nicht. Die ' +
              'E-Mails werden über unseren Mailserver (SMTP) verschickt; setzen wir dafür einen Dienstleister ein, ' +
              'handelt er in unserem Auftrag (Art. 28 DSGVO).',
          },
        ],
      },
      {
        id: 'analytics',
        heading: 'Webanalyse',
        blocks: [
          {
            p:
              'Wir zählen Seitenaufrufe mit einer eigenen, einfachen Statistik und nutzen keine Analysedienste ' +
              'Dritter. Bei jedem Seitenwechsel sendet Ihr Browser die Adresse der Seite innerhalb unserer Website und ' +
              'eine zufällige Sitzungskennung an unseren Server, der davon nur den Pfad der Seite (ohne Parameter), ' +
              'die Kennung und den Zeitpunkt speichert. Die ' +
              'Sitzungskennung erzeugt Ihr Browser einmalig und legt sie im lokalen Speicher ab (Eintrag ' +
              '„sessionId“).',
          },
          {
            p:
              'Wir verwenden dafür keine Cookies und speichern keine IP-Adressen. Die Aufrufe werden ohne ' +
              'Anmelde-Token übertragen und nicht mit Ihrem Konto verknüpft; wir werten sie nur zusammengefasst aus, ' +
              'um zu erkennen, welche Seiten und Kurse genutzt werden. Seitenaufrufe löschen wir automatisch nach 14 ' +
              'Monaten. Während Wartungsarbeiten wird nichts gezählt. ' +
              'Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO. Sie können widersprechen, indem Sie die ' +
              'Website-Daten in Ihrem Browser löschen oder uns schreiben.',
          },
        ],
      },
      {
        id: 'embedded-content',
        heading: 'Eingebettete Inhalte',
        blocks: [
          {
            p:
              'Videos, Audiodateien, Noten und Bilder liefern wir von unseren eigenen Servern aus. Wir binden keine ' +
              'Inhalte Dritter ein, etwa Videos von YouTube oder Vimeo, Karten, Schaltflächen sozialer Netzwerke oder ' +
              'Schriftarten externer Anbieter; beim Aufruf unserer Seiten werden deshalb keine Daten an solche ' +
              'Anbieter übertragen. Die einzige Ausnahme ist Stripe.js bei der Kartenzahlung (siehe ' +
              '„Zahlungsverfahren“). Links zu anderen Websites werden erst wirksam, wenn Sie sie anklicken.',
          },
        ],
      },
      {
        id: 'supervisory-authority',
        heading: 'Zuständige Aufsichtsbehörde',
        blocks: [
          { p: 'Die für uns zuständige Datenschutz-Aufsichtsbehörde ist:' },
          {
            p: [
              { strong: SUPERVISORY_AUTHORITY.name },
              `, ${SUPERVISORY_AUTHORITY.street}, ${SUPERVISORY_AUTHORITY.city}, Telefon ${SUPERVISORY_AUTHORITY.phone}, `,
              `E-Mail ${SUPERVISORY_AUTHORITY.email}, `,
              {
                link: SUPERVISORY_AUTHORITY.website.replace('https://', ''),
                href: SUPERVISORY_AUTHORITY.website,
              },
              '.',
            ],
          },
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen dieser Datenschutzerklärung',
        blocks: [
          {
            p:
              'Wir passen diese Datenschutzerklärung an, wenn sich unsere Datenverarbeitung oder die Rechtslage ' +
              'ändert. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.',
          },
        ],
      },
    ],
  };
}
