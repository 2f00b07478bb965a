// One sidebar shared by every page, in the four areas of the SDK docs.

/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */
const sidebars = {
  sdk: [
    {
      type: 'category',
      label: 'Getting Started',
      collapsed: false,
      items: ['intro', 'getting-started'],
    },
    {
      type: 'category',
      label: 'API',
      collapsed: false,
      items: [
        'api/getting-started',
        'api/axios-resources',
        {
          type: 'category',
          label: 'Definitions',
          items: [
            'api/definitions/codes',
            'api/definitions/csv',
            'api/definitions/files',
            'api/definitions/logs',
            'api/definitions/navigation',
            'api/definitions/notifications',
            'api/definitions/organizations',
            'api/definitions/pdfs',
            'api/definitions/permissions',
            'api/definitions/providers',
            'api/definitions/regions',
            'api/definitions/settings',
            'api/definitions/spaces',
            'api/definitions/telemetry',
            'api/definitions/user-permissions',
            'api/definitions/users',
          ],
        },
        'api/authorizations',
        'api/downloads',
        'api/uploads',
      ],
    },
    {
      type: 'category',
      label: 'Recipes',
      items: ['recipes/http-request', 'recipes/proxy'],
    },
    {
      type: 'category',
      label: 'Resources',
      items: [
        'resources/analytics',
        'resources/env-var',
        'resources/exceptions',
        'resources/messaging',
        'resources/native-form',
        'resources/relay-id',
        'resources/resolve-url',
        'resources/yup',
      ],
    },
  ],
};

module.exports = sidebars;
