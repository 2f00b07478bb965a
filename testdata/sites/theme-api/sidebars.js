module.exports = { docs: ['figures'] };
