import useDocusaurusContext from './useDocusaurusContext.jsx';

export default function useGlobalData() {
  const {globalData} = useDocusaurusContext();
  if (!globalData) {
    throw new Error('Docusaurus global data not found.');
  }
  return globalData;
}

export function useAllPluginInstancesData(pluginName, options = {}) {
  const globalData = useGlobalData();
  const key = pluginName.replace(/^docusaurus-plugin-content-/, '');
  const data = globalData[pluginName] || globalData[key];
  if (!data && options.failfast) {
    throw new Error(
      `Docusaurus plugin global data not found for "${pluginName}" plugin.`,
    );
  }
  return data;
}

export function usePluginData(pluginName, pluginId = 'default', options = {}) {
  const pluginGlobalData = useAllPluginInstancesData(pluginName, options);
  const data = pluginGlobalData ? pluginGlobalData[pluginId] : undefined;
  if (!data && options.failfast) {
    throw new Error(
      `Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`,
    );
  }
  return data;
}
