import { paths } from '#config/paths.ts';
import type { LegalDocument } from '../lib/legal-document.ts';
import { planTerms } from '../lib/plan-terms.ts';
import { WITHDRAWAL_FORM_DE } from './withdrawal-form.ts';

/** Allgemeine Geschäftsbedingungen, Stand Juli 2025 (decision 0414). The German version is the binding one. */
export function termsDe(): LegalDocument {
  const plan = planTerms('de');
  return {
    language: 'de',
    title: 'Allgemeine Geschäftsbedingungen (AGB)',
    updated: 'Stand: Juli 2025',
    modified: '2025-07',
    description:
      'Allgemeine Geschäftsbedingungen der Online-Gitarrenschule für Gypsy-Jazz-Gitarre: Vertragsschluss, ' +
      'Abonnement, Kündigung, Nutzungsrechte, Widerrufsrecht und Haftung.',
    sections: [
      {
        id: 'scope',
        heading: '§ 1 Geltungsbereich und Anbieter',
        blocks: [
          {
            p: [
              '(1) Diese Allgemeinen Geschäftsbedingungen gelten für alle Verträge über die Nutzung der ',
              'Online-Gitarrenschule „',
              { field: 'name' },
              '“ (im Folgenden „Plattform“), die Nutzerinnen und Nutzer (im Folgenden „Nutzer“) über diese Website ',
              'mit dem Anbieter schließen. Anbieter und Vertragspartner ist:',
            ],
          },
          { address: 'full' },
          {
            p:
              '(2) Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend ' +
              'weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können ' +
              '(§ 13 BGB). Unternehmer ist eine natürliche oder juristische Person oder eine rechtsfähige ' +
              'Personengesellschaft, die bei Abschluss eines Rechtsgeschäfts in Ausübung ihrer gewerblichen oder ' +
              'selbständigen beruflichen Tätigkeit handelt (§ 14 BGB).',
          },
          {
            p:
              '(3) Abweichende oder ergänzende Bedingungen des Nutzers werden nicht Vertragsbestandteil, es sei denn, ' +
              'der Anbieter stimmt ihrer Geltung ausdrücklich zu.',
          },
        ],
      },
      {
        id: 'services',
        heading: '§ 2 Leistungen',
        blocks: [
          {
            p:
              '(1) Die Plattform bietet Video-Lektionen für Gypsy-Jazz-Gitarre (Melodie-, Solo-, Akkord- und ' +
              'Rhythmus-Tutorials), Backing-Tracks, Akkordtabellen und Noten (PDF und MusicXML), ein ' +
              'Community-Forum für Mitglieder, ein Kontaktformular sowie ein Nutzerprofil mit ' +
              'Abonnementverwaltung. Die Lektionen werden in deutscher und in englischer Sprache angeboten.',
          },
          {
            p:
              '(2) Die Inhalte der Kurse sind nur mit einem Abonnement zugänglich. Die Startseite, die Kursübersicht, ' +
              'die Preisseite, das Kontaktformular und die rechtlichen Seiten sind ohne Abonnement erreichbar.',
          },
          {
            p:
              '(3) Der Anbieter baut das Kursangebot laufend aus. Er darf einzelne Inhalte aktualisieren, ergänzen oder ' +
              'ersetzen, soweit dies für den Nutzer zumutbar ist und der vereinbarte Leistungsumfang im Wesentlichen ' +
              'erhalten bleibt. Die gesetzlichen Regeln über Änderungen digitaler Produkte (§ 327r BGB) bleiben ' +
              'unberührt.',
          },
          {
            p:
              '(4) Für die Nutzung benötigt der Nutzer einen Internetzugang und einen aktuellen Webbrowser. Die Kosten ' +
              'seiner Internetverbindung trägt der Nutzer selbst.',
          },
        ],
      },
      {
        id: 'conclusion',
        heading: '§ 3 Vertragsschluss',
        blocks: [
          {
            p:
              '(1) Die Darstellung des Abonnements auf der Website ist kein rechtlich bindendes Angebot, sondern eine ' +
              'Aufforderung an den Nutzer, ein Angebot abzugeben.',
          },
          {
            p:
              '(2) Der Vertrag kommt zustande, wenn der Nutzer ein Abonnement auswählt, seine Daten eingibt und den ' +
              'Zahlungsvorgang erfolgreich abschließt. Die einzelnen Schritte sind:',
          },
          {
            ordered: true,
            list: [
              'Auswahl des Abonnements auf der Preisseite,',
              'Eingabe der Registrierungsdaten (Benutzername, E-Mail-Adresse, Passwort, Name, Anschrift, ' +
                'bevorzugte Sprache und Niveau), Annahme dieser AGB und Kenntnisnahme der Datenschutzerklärung,',
              'Auswahl der Zahlungsart (Kreditkarte über Stripe oder PayPal) und',
              'Abschluss des Zahlungsvorgangs beim gewählten Zahlungsdienstleister.',
            ],
          },
          {
            p:
              '(3) Bis zum Abschluss des Zahlungsvorgangs kann der Nutzer seine Eingaben jederzeit prüfen, mit den ' +
              'üblichen Tastatur- und Mausfunktionen berichtigen oder den Vorgang abbrechen. Schlägt die Zahlung ' +
              'fehl oder bricht der Nutzer sie ab, kommt kein Vertrag zustande; ein dabei bereits angelegtes ' +
              'Nutzerkonto wird wieder gelöscht.',
          },
          {
            p: [
              '(4) Diese AGB sind jederzeit auf dieser Seite abrufbar und können gespeichert oder ausgedruckt werden. ',
              'Die Daten seines Abonnements (Tarif, Status, nächstes Abrechnungsdatum) sieht der Nutzer in seinem ',
              { link: 'Profil', to: paths.profile.getHref() },
              '.',
            ],
          },
          {
            p: '(5) Minderjährige dürfen einen Vertrag nur mit Zustimmung ihrer gesetzlichen Vertreter schließen.',
          },
        ],
      },
      {
        id: 'access',
        heading: '§ 4 Freischaltung des Zugangs',
        blocks: [
          {
            p:
              '(1) Der Zugang zu den Inhalten wird nach erfolgreicher Zahlung freigeschaltet. Beginnt das Abonnement ' +
              'mit einem kostenlosen Testzeitraum, gilt die erfolgreiche Einrichtung des Abonnements beim ' +
              'Zahlungsdienstleister einschließlich der Bestätigung des gewählten Zahlungsmittels als erfolgreiche ' +
              'Zahlung.',
          },
          {
            p:
              '(2) Nach der Freischaltung meldet sich der Nutzer mit seinem Benutzernamen oder seiner E-Mail-Adresse ' +
              'und seinem Passwort an.',
          },
        ],
      },
      {
        id: 'price',
        heading: '§ 5 Abonnement, Preis und kostenloser Testzeitraum',
        blocks: [
          {
            p:
              `(1) Angeboten wird das Abonnement „${plan.name}“ mit Zugang zu allen Inhalten der Plattform. Es kostet ` +
              `${plan.price} pro Monat. Alle angegebenen Preise sind Endpreise.`,
          },
          {
            p:
              `(2) Neue Nutzer können das Abonnement ${plan.trialDays} Tage lang kostenlos testen. Während des ` +
              'Testzeitraums fällt kein Entgelt an. Wird das Abonnement nicht vor dem Ende des Testzeitraums ' +
              'gekündigt, geht es in das kostenpflichtige Monatsabonnement über; das erste Monatsentgelt wird mit ' +
              'dem Ende des Testzeitraums fällig.',
          },
          {
            p:
              '(3) Das Monatsentgelt ist jeweils zu Beginn eines Abrechnungszeitraums im Voraus fällig und wird über ' +
              'die gewählte Zahlungsart eingezogen. Die Zahlungen wickeln die Zahlungsdienstleister Stripe ' +
              '(Kreditkarte) und PayPal ab; für die Zahlung gelten ergänzend deren Bedingungen.',
          },
          {
            p:
              '(4) Kann ein fälliges Entgelt nicht eingezogen werden, darf der Anbieter den Zugang zu den Inhalten ' +
              'bis zum Zahlungseingang aussetzen.',
          },
        ],
      },
      {
        id: 'term',
        heading: '§ 6 Laufzeit und automatische Verlängerung',
        blocks: [
          {
            p:
              '(1) Der Abrechnungszeitraum beträgt einen Monat. Er beginnt mit dem Ende des kostenlosen ' +
              'Testzeitraums oder, wenn kein Testzeitraum vereinbart ist, mit dem Vertragsschluss.',
          },
          {
            p:
              '(2) Das Abonnement verlängert sich automatisch um jeweils einen weiteren Monat, wenn es nicht vor dem ' +
              'Ende des laufenden Abrechnungszeitraums gekündigt wird.',
          },
          {
            p:
              '(3) Das Datum der nächsten Abrechnung zeigt das Profil des Nutzers unter „Next Billing Date“ ' +
              '(nächstes Abrechnungsdatum).',
          },
        ],
      },
      {
        id: 'cancellation',
        heading: '§ 7 Kündigung',
        blocks: [
          {
            p:
              '(1) Der Nutzer kann das Abonnement jederzeit zum Ende des laufenden Abrechnungszeitraums kündigen, ' +
              'ohne dass er einen Grund angeben muss. Die Kündigung ist möglich',
          },
          {
            list: [
              'in seinem Nutzerkonto (Profil, Schaltfläche „Cancel Subscription“),',
              [
                'per E-Mail an ',
                { field: 'email' },
                ' – bitte mit Benutzernamen und der beim Konto hinterlegten E-Mail-Adresse – oder',
              ],
              [
                'über die Schaltfläche ',
                { strong: '„Verträge hier kündigen“' },
                ' am Fuß jeder Seite (Kündigungsbutton nach § 312k BGB), auch ohne Anmeldung.',
              ],
            ],
          },
          {
            p:
              '(2) Eine Kündigung über die Schaltfläche „Verträge hier kündigen“ bestätigt der Anbieter unverzüglich ' +
              'per E-Mail mit Datum und Uhrzeit ihres Eingangs. Die Bestätigung geht stets auch an die beim Konto ' +
              'hinterlegte E-Mail-Adresse.',
          },
          {
            p:
              '(3) Nach der Kündigung eines kostenpflichtigen Abonnements bleibt der Zugang bis zum Ende des bezahlten ' +
              'Abrechnungszeitraums bestehen. Danach wird das Nutzerkonto deaktiviert und mit den zugehörigen Daten ' +
              'gelöscht, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
          },
          {
            p:
              '(4) Bereits gezahlte Monatsentgelte werden nicht, auch nicht anteilig, erstattet. Die gesetzlichen ' +
              'Rechte des Nutzers, insbesondere das Widerrufsrecht nach § 10 und die Rechte bei Mängeln, bleiben ' +
              'unberührt.',
          },
          {
            p:
              '(5) Kündigt der Nutzer während des kostenlosen Testzeitraums, endet der Zugang sofort, und das ' +
              'Nutzerkonto wird mit allen Daten – Profil, Profilbild, Lernfortschritt, Forenbeiträgen und ' +
              'Kommentaren – unverzüglich und endgültig gelöscht. Es fallen keine Kosten an.',
          },
          {
            p:
              '(6) Das Recht beider Parteien zur außerordentlichen Kündigung aus wichtigem Grund bleibt unberührt. Ein ' +
              'wichtiger Grund für den Anbieter liegt insbesondere vor, wenn der Nutzer trotz Abmahnung seine ' +
              'Zugangsdaten weitergibt oder Inhalte unerlaubt vervielfältigt oder verbreitet.',
          },
        ],
      },
      {
        id: 'rights',
        heading: '§ 8 Nutzungsrechte',
        blocks: [
          {
            p:
              '(1) Alle Inhalte der Plattform, insbesondere Videos, Noten, Akkordtabellen, Backing-Tracks und Texte, ' +
              'sind urheberrechtlich geschützt. Die Rechte daran liegen beim Anbieter oder bei den jeweiligen ' +
              'Rechteinhabern.',
          },
          {
            p:
              '(2) Der Anbieter räumt dem Nutzer für die Dauer des Abonnements ein einfaches, nicht übertragbares und ' +
              'nicht unterlizenzierbares Recht ein, die Inhalte ausschließlich für private, nicht kommerzielle Zwecke ' +
              'zu nutzen.',
          },
          {
            p:
              '(3) Videos dürfen nur gestreamt werden. Es ist nicht gestattet, Videos herunterzuladen, zu speichern, ' +
              'aufzuzeichnen (etwa durch Bildschirm- oder Tonaufnahmen), an Dritte weiterzugeben, öffentlich ' +
              'zugänglich zu machen oder öffentlich vorzuführen.',
          },
          {
            p:
              '(4) Noten als PDF (und MusicXML) sowie Backing-Tracks dürfen für den persönlichen Gebrauch ' +
              'heruntergeladen, gespeichert und ausgedruckt werden. Die Weitergabe an Dritte, jede Veröffentlichung, ' +
              'auch auszugsweise und in sozialen Netzwerken, und jede kommerzielle Nutzung, etwa im eigenen ' +
              'bezahlten Unterricht, sind nicht gestattet.',
          },
          { p: '(5) Technische Schutzmaßnahmen der Plattform dürfen nicht umgangen werden.' },
        ],
      },
      {
        id: 'account',
        heading: '§ 9 Nutzerkonto, Zugangsdaten und Forum',
        blocks: [
          {
            p:
              '(1) Das Nutzerkonto ist persönlich. Zugangsdaten dürfen nicht an Dritte weitergegeben werden; die ' +
              'gemeinsame Nutzung eines Kontos durch mehrere Personen ist nicht gestattet.',
          },
          {
            p:
              '(2) Der Nutzer hält sein Passwort geheim und informiert den Anbieter unverzüglich, wenn er Anhaltspunkte ' +
              'dafür hat, dass ein Dritter sein Konto missbraucht.',
          },
          {
            p:
              '(3) Beiträge und Kommentare im Forum sehen alle angemeldeten Mitglieder mit dem Benutzernamen und dem ' +
              'Profilbild des Verfassers. Der Nutzer ist für seine Beiträge selbst verantwortlich. Rechtswidrige, ' +
              'beleidigende oder fremde Rechte verletzende Inhalte sowie Werbung sind nicht erlaubt; der Anbieter ' +
              'darf solche Beiträge entfernen. Der Nutzer räumt dem Anbieter das einfache, unentgeltliche Recht ein, ' +
              'seine Beiträge im Forum für die Mitglieder anzuzeigen, solange sein Konto besteht.',
          },
          {
            p:
              '(4) Verstößt der Nutzer gegen diese Pflichten, darf der Anbieter den Zugang nach vorheriger Abmahnung ' +
              'sperren; bei schweren Verstößen ist keine Abmahnung erforderlich.',
          },
        ],
      },
      {
        id: 'withdrawal',
        heading: '§ 10 Widerrufsrecht für Verbraucher',
        blocks: [
          { p: 'Verbrauchern steht ein Widerrufsrecht nach folgender Maßgabe zu.' },
          {
            title: 'Widerrufsbelehrung',
            box: [
              { subheading: 'Widerrufsrecht' },
              {
                p:
                  'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die ' +
                  'Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
              },
              { p: 'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns' },
              { address: 'full' },
              {
                p:
                  'mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über ' +
                  'Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte ' +
                  'Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der ' +
                  'Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf ' +
                  'der Widerrufsfrist absenden.',
              },
              { subheading: 'Folgen des Widerrufs' },
              {
                p:
                  'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, ' +
                  'unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung ' +
                  'über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir ' +
                  'dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit ' +
                  'Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser ' +
                  'Rückzahlung Entgelte berechnet.',
              },
              {
                p:
                  'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie ' +
                  'uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von ' +
                  'der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten ' +
                  'Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen ' +
                  'entspricht.',
              },
              { subheading: 'Besondere Hinweise zu digitalen Inhalten' },
              {
                p:
                  'Ihr Widerrufsrecht erlischt bei einem Vertrag über die Bereitstellung von nicht auf einem körperlichen ' +
                  'Datenträger befindlichen digitalen Inhalten (hier: die herunterladbaren Noten und Backing-Tracks), ' +
                  'wenn wir mit der Vertragserfüllung begonnen haben, nachdem Sie ausdrücklich zugestimmt haben, dass wir ' +
                  'mit der Vertragserfüllung vor Ablauf der Widerrufsfrist beginnen, Sie Ihre Kenntnis davon bestätigt ' +
                  'haben, dass Sie durch Ihre Zustimmung mit Beginn der Vertragserfüllung Ihr Widerrufsrecht verlieren, ' +
                  'und wir Ihnen eine Bestätigung des Vertrags zur Verfügung gestellt haben (§ 356 Abs. 5 BGB).',
              },
              {
                p:
                  `Während des kostenlosen Testzeitraums von ${plan.trialDays} Tagen schulden Sie bei einem Widerruf keinen ` +
                  'Wertersatz, weil für diesen Zeitraum kein Entgelt vereinbart ist.',
              },
              { p: 'Ende der Widerrufsbelehrung' },
            ],
          },
          WITHDRAWAL_FORM_DE,
        ],
      },
      {
        id: 'liability',
        heading: '§ 11 Haftung',
        blocks: [
          { p: '(1) Der Anbieter haftet nur für Vorsatz und grobe Fahrlässigkeit.' },
          {
            p:
              '(2) Diese Beschränkung gilt nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der ' +
              'Gesundheit, für Ansprüche nach dem Produkthaftungsgesetz, für arglistig verschwiegene Mängel und für ' +
              'übernommene Garantien. Verletzt der Anbieter leicht fahrlässig eine wesentliche Vertragspflicht – ' +
              'eine Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht ' +
              'und auf deren Einhaltung der Nutzer regelmäßig vertrauen darf –, haftet er ebenfalls, jedoch begrenzt ' +
              'auf den vorhersehbaren, vertragstypischen Schaden.',
          },
          {
            p:
              '(3) Soweit die Haftung des Anbieters ausgeschlossen oder beschränkt ist, gilt dies auch für die ' +
              'persönliche Haftung seiner Mitarbeiter, Vertreter und Erfüllungsgehilfen.',
          },
          {
            p:
              '(4) Die Absätze 1 bis 3 betreffen nur Ansprüche auf Schadensersatz und Ersatz vergeblicher ' +
              'Aufwendungen. Die gesetzlichen Rechte des Nutzers bei Mängeln digitaler Produkte (§§ 327 ff. BGB) ' +
              'bleiben unberührt.',
          },
          {
            p:
              '(5) Der Anbieter bemüht sich um eine möglichst unterbrechungsfreie Verfügbarkeit der Plattform. ' +
              'Kurzzeitige Einschränkungen durch Wartungsarbeiten oder durch Störungen, die der Anbieter nicht zu ' +
              'vertreten hat, sind möglich.',
          },
        ],
      },
      {
        id: 'data-protection',
        heading: '§ 12 Datenschutz',
        blocks: [
          {
            p: [
              'Wie der Anbieter personenbezogene Daten verarbeitet, beschreibt die ',
              { link: 'Datenschutzerklärung', to: paths.privacy.getHref() },
              '.',
            ],
          },
        ],
      },
      {
        id: 'dispute-resolution',
        heading: '§ 13 Verbraucherstreitbeilegung',
        blocks: [
          {
            p:
              'Der Anbieter ist nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer ' +
              'Verbraucherschlichtungsstelle teilzunehmen (§ 36 Abs. 1 Nr. 1 VSBG). Anliegen und Beschwerden ' +
              'richten Nutzer bitte direkt an den Anbieter.',
          },
        ],
      },
      {
        id: 'final-provisions',
        heading: '§ 14 Schlussbestimmungen',
        blocks: [
          {
            p:
              '(1) Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Ist der Nutzer ' +
              'Verbraucher, gilt diese Rechtswahl nur, soweit ihm dadurch nicht der Schutz zwingender Bestimmungen ' +
              'des Rechts des Staates entzogen wird, in dem er seinen gewöhnlichen Aufenthalt hat.',
          },
          {
            p:
              '(2) Ist der Nutzer Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches ' +
              'Sondervermögen, ist Berlin ausschließlicher Gerichtsstand für alle Streitigkeiten aus diesem Vertrag. ' +
              'Gerichtsstand ist Berlin auch dann, wenn der Nutzer nach Vertragsschluss seinen Wohnsitz oder ' +
              'gewöhnlichen Aufenthalt aus Deutschland verlegt oder dieser zum Zeitpunkt der Klageerhebung nicht ' +
              'bekannt ist (§ 38 Abs. 3 Nr. 2 ZPO).',
          },
          {
            p:
              '(3) Die Vertragssprache ist Deutsch. Die englische Fassung dieser AGB dient nur der Information; ' +
              'maßgeblich ist die deutsche Fassung.',
          },
          {
            p:
              '(4) Sind einzelne Bestimmungen dieser AGB unwirksam, bleibt der Vertrag im Übrigen wirksam. An die ' +
              'Stelle der unwirksamen Bestimmungen treten die gesetzlichen Vorschriften (§ 306 Abs. 2 BGB).',
          },
        ],
      },
    ],
  };
}
